# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# examples/examples.mk - the teaching examples and `make demo` (included by
# the top Makefile).
#
#   make demo                 build and run all six examples in every spelling
#                             (bare, x = x, INIT_FOR_COMPILER, audit) with gcc
#                             and, when installed, clang (or the newest clang-N)
#                             and valgrind; print the report. Outputs in
#                             $(BUILD)/demo, with the report as one HTML
#                             page, $(BUILD)/demo/index.html, made from
#                             $(BUILD)/demo/results.tsv (examples/demo-html.py)
#   make example-NAME         the same for one example (xattr, uhid, ipmi,
#                             unused, ifdef, legacy-port), in
#                             $(BUILD)/example-NAME: the handout in
#                             $(BUILD)/demo stays as it was
#   make check-examples       every claim the examples' READMEs make (the
#                             report's statements, true or false), checked
#                             against a fresh demo run, one result per claim
#                             (suite "examples"). `make check` gets the same
#                             results from check-docs, which runs `make demo`
#                             once with EXAMPLES_RESULTS=examples.
#
# The compilers can be chosen: make demo EXAMPLES_GCC=gcc-11 EXAMPLES_CLANG=clang-19

EXAMPLES_NAMES    := xattr uhid ipmi unused ifdef legacy-port
EXAMPLES_GCC      ?= gcc
# empty: clang, or the newest clang-N when there is no `clang` (examples/demo.sh)
EXAMPLES_CLANG    ?=
EXAMPLES_VALGRIND ?= valgrind
EXAMPLES_RESULTS  ?=
EXAMPLES_ENV       = BUILD='$(BUILD)' EXAMPLES_RESULTS='$(EXAMPLES_RESULTS)' EXAMPLES_GCC='$(EXAMPLES_GCC)' \
		     EXAMPLES_CLANG='$(EXAMPLES_CLANG)' EXAMPLES_VALGRIND='$(EXAMPLES_VALGRIND)'

.PHONY: demo check-examples $(addprefix example-,$(EXAMPLES_NAMES))

# The tool first (gcc and libc are all it needs): the examples' audit
# statements run it. Should it not build, those say so and the demo goes on.
demo:
	@$(MAKE) --no-print-directory $(TOOL_BIN) >/dev/null 2>&1 || \
		echo "demo: $(TOOL_BIN) did not build (make $(TOOL_BIN) says why): its statements are not checked"
	@$(EXAMPLES_ENV) examples/demo.sh

$(addprefix example-,$(EXAMPLES_NAMES)): example-%:
	@$(EXAMPLES_ENV) examples/demo.sh $*

# Each claim becomes a PASS/FAIL/SKIP line of suite "examples"; the report
# itself goes to $(BUILD)/examples-check.txt.
check-examples:
	@mkdir -p $(BUILD)
	@rm -f $(RESULTS_DIR)/examples.txt
	@$(EXAMPLES_ENV) EXAMPLES_OUT='$(BUILD)/examples-check' NO_COLOR=1 \
		examples/demo.sh --results examples >$(BUILD)/examples-check.txt 2>&1; \
	rc=$$?; tail -n 1 $(BUILD)/examples-check.txt; \
	if [ $$rc -ne 0 ]; then sed -n '/^    false: /p' $(BUILD)/examples-check.txt; fi; \
	exit $$rc
