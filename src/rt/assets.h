/* assets.h - files built into the binary (src/rt/web/): the live view's
 * page and the flame graph script shared by that page and the SVG of
 * -x flamegraph. Each is NUL-terminated text. */
#ifndef SONDA_RT_ASSETS_H
#define SONDA_RT_ASSETS_H

extern const char sd_asset_index_html[];	/* web/index.html */
extern const char sd_asset_flame_js[];		/* web/flame.js */

#endif
