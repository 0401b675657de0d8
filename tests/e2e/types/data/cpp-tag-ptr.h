struct tg_p { struct tg *p; int n; };
