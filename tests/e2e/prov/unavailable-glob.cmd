"$SONDA" -x errtags -e -n 'lockst*:::spin-acquire'
# @@status: 1
# a glob provider matching a probe this kernel cannot enable names that probe (it named the description when another match was moved into its slot)
