# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/matrix/cells.make - run every matrix cell as its own make target, so
# that the cells share the parent make's jobserver (make -j2 check runs two
# cells at a time). Called by tests/matrix/matrix.mk; not included by the top
# Makefile (its name does not end in .mk on purpose).
#
#   $(MAKE) -f tests/matrix/cells.make MATRIX_DIR=... BUILD=...

export MATRIX_DIR BUILD

MATRIX_CELLS := $(shell tests/matrix/run-matrix.sh list)

all: $(MATRIX_CELLS:%=$(MATRIX_DIR)/cells/%.res)

# Every cell runs every time: its .res file is removed by matrix.mk first.
$(MATRIX_DIR)/cells/%.res:
	@tests/matrix/run-matrix.sh cell $* >/dev/null || true

.PHONY: all
