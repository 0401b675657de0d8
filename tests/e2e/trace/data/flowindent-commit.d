/* tests/e2e/trace/flowindent-commit.sh: two speculated entry clauses, committed at the return */
syscall::getppid:entry /pid == $target/ { self->s = speculation(); speculate(self->s); trace(1); }
syscall::getppid:entry /pid == $target/ { speculate(self->s); trace(2); }
syscall::getppid:return /pid == $target/ { trace(3); }
syscall::getppid:return /pid == $target/ { commit(self->s); }
syscall::getppid:return /pid == $target/ { trace(4); }
