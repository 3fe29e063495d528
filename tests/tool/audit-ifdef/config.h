/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/* What a configure step writes, put first by -include config.h. */
#ifndef IFDEF_CONFIG_H
#define IFDEF_CONFIG_H
#define IFDEF_LEVEL 2
#endif
