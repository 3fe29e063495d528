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
#                              the documents show docs/ledger.tsv's figures
#                              and no hand-typed one, README.md is short,
#                              make demo
#   make man                   docs/man/*.3 generated again from the headers'
#                              kernel-doc (scripts/man3.sh: the kernel's
#                              kernel-doc -man, then scripts/man3.pl); the
#                              .1 and .7 pages are written by hand

DOCS_MAN3 := $(sort $(wildcard docs/man/*.3))
DOCS_MAN3_LINKS := $(shell find docs/man -maxdepth 1 -name '*.3' -type l)
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

# A page of a group (scripts/man3.sh) is a symbolic link to the group's
# page, installed as such.
install-docs-man:
	$(Q)$(INSTALL) -d $(DESTDIR)$(man3dir) $(DESTDIR)$(man7dir)
	$(Q)for p in $(DOCS_MAN3); do \
		if [ -h "$$p" ]; then \
			ln -sfn "$$(readlink "$$p")" "$(DESTDIR)$(man3dir)/$${p##*/}" || exit 1; \
		else \
			$(INSTALL_DATA) "$$p" "$(DESTDIR)$(man3dir)/" || exit 1; \
		fi; \
	done
	$(Q)$(INSTALL_DATA) $(DOCS_MAN7) $(DESTDIR)$(man7dir)/
	@echo "install: $(words $(DOCS_MAN3)) pages in $(DESTDIR)$(man3dir) ($(words $(DOCS_MAN3_LINKS)) of them links), $(words $(DOCS_MAN7)) in $(DESTDIR)$(man7dir)"

uninstall-docs-man:
	$(Q)rm -f $(addprefix $(DESTDIR)$(man3dir)/,$(notdir $(DOCS_MAN3)))
	$(Q)rm -f $(addprefix $(DESTDIR)$(man7dir)/,$(notdir $(DOCS_MAN7)))
	@echo "uninstall: the man pages from $(DESTDIR)$(man3dir) and $(DESTDIR)$(man7dir)"
