struct tg_v { struct tg v; };
