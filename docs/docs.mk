# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# docs/docs.mk - man pages (install/uninstall) and the documentation tests
# (included by the top Makefile).
#
#   make install / uninstall   section 3 pages (and their .so link pages) into
#                              $(man3dir), init_for_compiler.7 into $(man7dir)
#   make check-docs            (part of `make check`) tests/docs/run.sh: every
#                              public macro has kernel-doc and a man page, code
#                              samples compile, man pages lint clean, the
#                              section 3 pages are what `make man` writes,
#                              make demo
#   make man                   docs/man/*.3 generated again from the headers'
#                              kernel-doc (scripts/man3.sh: the kernel's
#                              kernel-doc -man, then scripts/man3.pl); the
#                              .1 and .7 pages are written by hand

DOCS_MAN3 := $(sort $(wildcard docs/man/*.3))
DOCS_MAN7 := $(sort $(wildcard docs/man/*.7))

CHECK_SUITES      += check-docs
INSTALL_TARGETS   += install-docs-man
UNINSTALL_TARGETS += uninstall-docs-man

.PHONY: check-docs install-docs-man uninstall-docs-man man

man:
	scripts/man3.sh docs/man

# The migration walk-through needs the tool (tools/tool.mk, TOOL_BIN); it is
# built first when that fragment defines it.
check-docs:
	@rm -f $(RESULTS_DIR)/docs.txt
	$(if $(TOOL_BIN),@$(MAKE) --no-print-directory $(TOOL_BIN) >/dev/null)
	@BUILD='$(BUILD)' MAKE='$(MAKE)' TOOL='$(TOOL_BIN)' tests/docs/run.sh

install-docs-man:
	$(INSTALL) -d $(DESTDIR)$(man3dir) $(DESTDIR)$(man7dir)
	$(INSTALL_DATA) $(DOCS_MAN3) $(DESTDIR)$(man3dir)/
	$(INSTALL_DATA) $(DOCS_MAN7) $(DESTDIR)$(man7dir)/

uninstall-docs-man:
	rm -f $(addprefix $(DESTDIR)$(man3dir)/,$(notdir $(DOCS_MAN3)))
	rm -f $(addprefix $(DESTDIR)$(man7dir)/,$(notdir $(DOCS_MAN7)))
