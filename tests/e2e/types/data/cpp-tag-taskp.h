struct tg_kp { struct task_struct *t; struct fw *f; };
struct fw;
