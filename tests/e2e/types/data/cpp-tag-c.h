struct tg { long b; long c; };
