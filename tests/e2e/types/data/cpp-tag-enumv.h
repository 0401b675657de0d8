struct tg_e { enum te e; };
