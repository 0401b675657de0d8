#pragma D option late=dynamic
syscall::read:entry { trace(args[0]); }
