/* usdt.c - USDT probes (placeholder until the provider is complete). */
#include "uprobe.h"

const struct sd_provider sd_prov_usdt = {
	.name = "usdt",
};
