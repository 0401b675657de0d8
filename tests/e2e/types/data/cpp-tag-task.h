struct tg_k { struct task_struct t; };
