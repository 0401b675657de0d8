# A tracepoint field declared "unsigned" (open_tree's flags) is an
# unsigned int, as DTrace's D declaration of the field's type names it.
"$SONDA" -lv -n syscall::open_tree:entry | sed -n '/Argument Types/,$p'
