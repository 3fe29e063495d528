# SPDX-License-Identifier: MIT OR GPL-2.0-only
# tests/matrix/cells.make - run every matrix cell as its own make target, so
# that the cells share the parent make's jobserver (make -j2 check runs two
# cells at a time). Called by tests/matrix/matrix.mk; not included by the top
# Makefile (its name does not end in .mk on purpose).
#
#   $(MAKE) -f tests/matrix/cells.make MATRIX_DIR=... BUILD=...

export MATRIX_DIR BUILD MATRIX_ENV

# the cells of the run (tests/matrix/run-matrix.sh prepare wrote the list)
MATRIX_CELLS := $(shell cat $(MATRIX_DIR)/cells.list)

all: $(MATRIX_CELLS:%=$(MATRIX_DIR)/cells/%.res)

# A cell runs unless its .res file is there: matrix.mk removes them all
# first, and prepare puts back those the cache holds.
$(MATRIX_DIR)/cells/%.res:
	@tests/matrix/run-matrix.sh cell $* >/dev/null || true

.PHONY: all
