# SPDX-License-Identifier: MIT OR GPL-2.0-only
# scripts/case-study.mk - maintainer targets that take minutes, not in `make check`.
#
#   make case-study    the audit on Linux 6.1's own "keep gcc happy" zeros,
#                      with gcc-12 and clang-19, and gcc-16 and clang-22 in a
#                      Debian sid chroot; BlueZ 5.82's uninitialized_var();
#                      writes docs/case-study-linux.md, and its per-site
#                      verdicts as data (.tsv) and as a picture (.svg, by
#                      scripts/sites-svg.py)
#                      (scripts/case-study-linux.sh; about 40 minutes the first
#                      time on 2 cores, 12 once the O= trees and the chroot are
#                      kept in /var/cache/init-for-compiler/case-study);
#                      then both forms in one file, end to end: FFmpeg's
#                      ratecontrol.c converted, built and audited, and two
#                      Linux files quoted from the Linux study; writes
#                      docs/case-study-both-forms.md
#                      (scripts/case-study-both-forms.sh; about 10 minutes);
#                      then BusyBox 1.35.0: convert every site, build two
#                      configurations before and after with the same four
#                      compilers, audit, BusyBox's test suite, size; writes
#                      docs/case-study-busybox.md
#                      (scripts/case-study-busybox.sh; about 90 minutes the
#                      first time on 2 cores; REUSE_LOGS=1 keeps the builds);
#                      then FFmpeg 5.1.9 and its own shim, av_uninit(): scan,
#                      convert by both routes, audit builds of the objects
#                      that hold sites with the four compilers, the whole tree
#                      and FATE before and after, size and callgrind's
#                      instruction counts, the triage; writes
#                      docs/case-study-ffmpeg.md
#                      (scripts/case-study-ffmpeg.sh; hours the first time on
#                      2 cores; REUSE_LOGS=1 keeps the builds, WHOLE=gcc-12
#                      builds the whole tree with gcc-12 alone);
#                      then ofono 1.31 and rdma-core 44.0, each from a short
#                      recipe (scripts/case-study/NAME.sh) through
#                      scripts/case-study-project.sh: scan against grep,
#                      both routes, audit builds with gcc-12 and clang-19,
#                      the project's tests, the triage; writes
#                      docs/case-study-NAME.md and records the headline
#                      figures in docs/ledger.tsv (about 35 and 12 minutes)

.PHONY: case-study
case-study: $(TOOL_BIN)
	scripts/case-study-linux.sh docs/case-study-linux.md
	scripts/case-study-both-forms.sh docs/case-study-both-forms.md
	scripts/case-study-busybox.sh docs/case-study-busybox.md
	scripts/case-study-ffmpeg.sh docs/case-study-ffmpeg.md
	scripts/case-study-project.sh ofono docs/case-study-ofono.md
	scripts/case-study-project.sh rdma-core docs/case-study-rdma-core.md
