#!/usr/bin/perl
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# scripts/man3.pl - turn the troff that the kernel's `kernel-doc -man` prints
# for one header into the project's section 3 pages, one file per kernel-doc
# block. scripts/man3.sh runs it; see there for the usage.
#
# kernel-doc 6.1 -man gives each block a page in section 9 of the "Kernel
# Hacker's Manual", and in man mode it strips every line's leading
# whitespace (so examples lose their indentation), leaves ``literal`` spans
# as they are, does not escape '-' or '\', and ends a page with the example.
# This script keeps kernel-doc's reading of the block (name, purpose,
# parameters, sections, the order of the text, its \fBfunc\fP highlights)
# and fixes the rest:
#
#   .TH            NAME 3 DATE "init-for-compiler VERSION" "init-for-compiler"
#   SYNOPSIS       the usage form of each macro, from the "Synopsis:"
#                  paragraph that every kernel-doc block has (see below),
#                  after #include <HEADER>; its #define lines (configuration
#                  macros) before the #include, as man-pages put _GNU_SOURCE
#   ARGUMENTS      .TP per parameter; dropped when there is none
#   DESCRIPTION    paragraphs; "- " lines become bullet lists; a paragraph
#                  that starts "Compiler notes:" moves to COMPILER NOTES
#   EXAMPLES       .EX/.EE with the header's own indentation: the example is
#                  read again from the header, and must be, line for line,
#                  what kernel-doc read (the script dies otherwise)
#   SEE ALSO       every other page the text names, then the fixed pages
#   (--group)      several blocks on one page, .SS each; the others link
#
# Inline: ``x`` (\001x\001 from man3.sh) -> \fBx\fR; kernel-doc's \fBf\fP -> \fBf\fR(); public macro
# names and command-line options in running text in bold, the page's
# parameters in italics; '-' -> \-, '\' -> \e; lines starting with
# '.' or '\'' get \&.
#
# Synopsis: a paragraph of the kernel-doc block, " * Synopsis:" then one
# " *<TAB>LINE" per line, up to a blank " *" line:
#
#  * Synopsis:
#  *	type INIT_FOR_COMPILER(x);              // type x = {0};
#
# LINE is C as a user writes it (a declaration, an assignment, a #define,
# a pseudo-declaration for an object-like macro), and "// C" a comment,
# printed as /* C */ (no /* inside the header's comment: -Wcomment). In the
# page the code is bold, its placeholders (the block's parameters and the
# word "type") italic, the comment roman. The script dies when a block has
# no Synopsis:, when a line names the macro with other parameters than its
# definition has (or a function-like macro without them, or an object-like
# one with them), when no line uses the macro, when a line would be wider
# than 71 columns (man(1) at 80 columns indents it by 7), or when kernel-doc
# read the paragraph differently. It is left out of DESCRIPTION.
#
# Usage: scripts/man3.pl --header FILE --include NAME --version V --date D
#                        --names N1,N2,... --outdir DIR [--group LEAD=M1,M2...]
#                        <kernel-doc-output
#
# --group: one page LEAD.3 for the blocks LEAD, M1, M2... (in the header's
# order, a subsection each), and M1.3, M2.3... as symbolic links to it
# (not .so pages: man -l follows a link, but looks for a .so page's
# man3/LEAD.3 in the current directory, which the source tree has not): for
# names too long for a page title of their own, with little to say alone.
use strict;
use warnings;
use Getopt::Long;

my ($header, $include, $version, $date, $names, $outdir, @groups);
GetOptions('group=s' => \@groups, 'header=s' => \$header, 'include=s' => \$include,
	   'version=s' => \$version, 'date=s' => \$date,
	   'names=s' => \$names, 'outdir=s' => \$outdir)
	or die "usage: man3.pl --header F --include N --version V --date D --names L --outdir D\n";
for ($header, $include, $version, $date, $names, $outdir) {
	defined $_ or die "man3.pl: missing option\n";
}
my %public = map { $_ => 1 } split /,/, $names;
my $names_re = join '|', sort { length $b <=> length $a } keys %public;

open my $hfh, '<', $header or die "man3.pl: $header: $!\n";
my @src = <$hfh>;
close $hfh;
chomp @src;

my @params_re;		# the parameters of the page being written
my @pages;
{
	local $/;
	my $all = <STDIN>;
	@pages = grep { /\S/ } split /^(?=\.TH )/m, $all;
}
@pages or die "man3.pl: kernel-doc printed no page for $header\n";

# --- inline text -----------------------------------------------------------

sub esc_plain {		# running text: no font escapes in it yet
	my ($t) = @_;
	$t =~ s/\\/\\e/g;
	$t =~ s/-/\\-/g;
	# a word with an underscore in it (an identifier, a path) is not
	# hyphenated: \% before it, at the start of the blank-separated word
	$t =~ s/(?:^|(?<=\s))(?=[^\s\\]*_)/\\%/g;
	return $t;
}

sub bold_names {	# public macro names in running text, in bold
	my ($t) = @_;
	return $t if $names_re eq '';
	$t =~ s/(?<![\w\\])($names_re)(?!\w)/\\fB$1\\fR/g;
	# command-line options (-Wall, -O2, -std=c23, --log), in bold
	$t =~ s/(?:^|(?<=[\s(]))((?:\\%)?(?:\\-){1,2}[A-Za-z#](?:[\w=+#]|\\-|\.(?=\w))*)/\\fB$1\\fR/g;
	# the page's own parameters, in italics
	for my $p (@params_re) {
		$t =~ s/(?<![\w'\\.-])($p)(?![\w'.-]|\\-)/\\fI$1\\fR/g;
	}
	return $t;
}

# One paragraph of kernel-doc text (lines joined with \n) to troff text.
sub inline {
	my ($t) = @_;
	my $out = '';
	# kernel-doc's own escapes first: \fBname\fP (a function reference,
	# "name()" in the header) and \& before a leading dot.
	while (length $t) {
		if ($t =~ s/^\\fB(\w+)\\fP//) {
			$out .= "\\fB" . esc_plain($1) . "\\fR()";
		} elsif ($t =~ s/^\\fI([^\\]*)\\fP//) {
			$out .= "\\fI" . esc_plain($1) . "\\fR";
		} elsif ($t =~ s/^\\&//) {
			# dropped: line starts are guarded again below
		} elsif ($t =~ s/^\001(.+?)\001//s) {
			$out .= "\\fB" . esc_plain($1) . "\\fR";
		} elsif ($t =~ s{^(https?://[^\s)]+)}{}) {
			# a URL: no hyphenation, a break allowed after each '/'
			# (and the paragraph is filled without adjusting, see
			# blocks(), so a short line before a break is no warning)
			(my $u = esc_plain($1)) =~ s{(?<=[^/])/(?=[^/])}{/\\:}g;
			$out .= "\\%$u";
		} elsif ($t =~ s/^((?:(?!\\f[BI]\w|\\&|\001|https?:\/\/).)+)//s) {
			$out .= bold_names(esc_plain($1));
		} else {
			die "man3.pl: cannot read text: " . substr($t, 0, 40) . "\n";
		}
	}
	return wrap($out);
}

# Refill troff text to lines of at most 79 bytes (mandoc -T lint asks for
# 80), breaking only at spaces; a line that would start with '.' or '\''
# gets \&.
sub wrap {
	my ($t) = @_;
	my (@lines, $line);
	for my $w (split ' ', $t) {
		if (defined $line && length($line) + 1 + length($w) <= 79) {
			$line .= " $w";
		} else {
			push @lines, $line if defined $line;
			$line = $w;
		}
	}
	push @lines, $line if defined $line;
	s/^([.'])/\\&$1/ for @lines;
	return join "\n", @lines;
}

# A kernel-doc text section (description) to troff: paragraphs, and lists
# whose items start with "- " (continuation lines follow an item).
sub blocks {
	my ($text) = @_;
	my @out;
	for my $para (split /\n\s*\n/, $text) {
		$para =~ s/^\s+|\s+$//g;
		next if $para eq '';
		my @lines = split /\n/, $para;
		my ($cur, $kind) = ('', '');
		my $flush = sub {
			return if $cur eq '';
			push @out, $kind eq 'item' ? ".IP \\(bu 2" : ".PP";
			my $url = $cur =~ m{https?://};
			push @out, '.ad l' if $url;
			push @out, inline($cur);
			push @out, '.ad' if $url;
			$cur = '';
		};
		for my $l (@lines) {
			if ($l =~ /^- (.*)/) {
				$flush->();
				($cur, $kind) = ($1, 'item');
			} else {
				$cur .= ($cur eq '' ? '' : "\n") . $l;
				$kind ||= 'para';
			}
		}
		$flush->();
	}
	return @out;
}

# --- the example, from the header ------------------------------------------

# The lines of NAME's kernel-doc "Example:" section, as the header has them,
# less the comment's " * " and one level of indentation. kernel-doc ends the
# section at a line that starts at the text margin after a blank line.
sub block_start {	# the index of NAME's "/**" line in the header
	my ($name) = @_;
	my $i = 0;
	$i++ while $i < @src && !($src[$i] eq '/**' && $i + 1 < @src &&
		$src[$i + 1] =~ /^ \* \Q$name\E(?:\(\))?\s+-\s/);
	$i < @src or die "man3.pl: no kernel-doc block for $name in $header\n";
	return $i;
}

sub source_example {
	my ($name) = @_;
	my $i = block_start($name);
	$i++ while $i < @src && $src[$i] !~ /^\s*\*\s*Examples?:\s*$/i &&
		$src[$i] !~ m{\*/};
	return () if $i >= @src || $src[$i] =~ m{\*/};
	my (@ex, $blank);
	for ($i++; $i < @src; $i++) {
		my $l = $src[$i];
		last if $l =~ m{^\s*\*/};
		$l =~ s/^\s*\* ?// or die "man3.pl: $header:" . ($i + 1) . ": not a comment line\n";
		last if $blank && $l =~ /^\S/;
		$blank = $l eq '';
		push @ex, $l;
	}
	pop @ex while @ex && $ex[-1] eq '';
	shift @ex while @ex && $ex[0] eq '';
	my $indent;
	for (grep { /\S/ } @ex) {
		my ($w) = /^(\s*)/;
		$indent = $w if !defined $indent || length $w < length $indent;
	}
	s/^\Q$indent\E// for @ex;
	return @ex;
}

# The lines of NAME's "Synopsis:" paragraph, as the header has them: the
# line " * Synopsis:", then one line " *<TAB>TEXT" each, up to " *" or the
# end of the comment. Every block must have one.
sub source_synopsis {
	my ($name) = @_;
	my $i = block_start($name);
	$i++ while $i < @src && $src[$i] ne ' * Synopsis:' && $src[$i] !~ m{\*/};
	$i < @src && $src[$i] eq ' * Synopsis:'
		or die "man3.pl: $header: $name: no \"Synopsis:\" paragraph in its kernel-doc block\n";
	my @syn;
	for ($i++; $i < @src && $src[$i] ne ' *' && $src[$i] !~ m{\*/}; $i++) {
		$src[$i] =~ /^ \*\t(\S.*\S|\S)$/
			or die "man3.pl: $header:" . ($i + 1) . ": $name: a Synopsis: line is \" *\", one tab, the text\n";
		push @syn, $1;
	}
	@syn or die "man3.pl: $header: $name: an empty Synopsis:\n";
	return @syn;
}

# A synopsis line: CODE, or CODE then "// COMMENT" (COMMENT alone also).
sub split_synopsis {
	my ($l) = @_;
	return ($1, $2, $3) if $l =~ m{^(.*?)(\s*)// ?(.*)$};
	return ($l, '', undef);
}

# The usage form must agree with the macro: its name, used as the macro is
# defined (with its parameters, in their order, or without parentheses).
sub check_synopsis {
	my ($r) = @_;
	my $n = $r->{name};
	my $uses = 0;
	for my $l (@{$r->{synopsis}}) {
		$l !~ /\t/ or die "man3.pl: $n: a tab inside a Synopsis line (align with spaces): $l\n";
		my ($code, $gap, $comment) = split_synopsis($l);
		my $width = length($code . $gap) + (defined $comment ? length("/* $comment */") : 0);
		$width <= 71 or die "man3.pl: $n: Synopsis line wider than 71 columns (man(1) at 80): $l\n";
		while ($code =~ /(?<!\w)\Q$n\E(?!\w)(\s*\(([^()]*)\))?/g) {
			$uses++;
			my ($call, $args) = ($1, $2);
			if ($r->{funclike}) {
				defined $call or die "man3.pl: $n: Synopsis uses $n without its parameters: $l\n";
				my @a = map { s/^\s+|\s+$//gr } split /,/, $args, -1;
				"@a" eq "@{$r->{params}}"
					or die "man3.pl: $n: Synopsis gives $n($args), the macro is $n(" . join(', ', @{$r->{params}}) . ")\n";
			} else {
				!defined $call or die "man3.pl: $n: Synopsis calls $n, which takes no parameters: $l\n";
			}
		}
	}
	$uses or die "man3.pl: $n: its Synopsis does not use $n\n";
}

# A synopsis line in troff: the code in bold, its placeholders (the
# block's parameters and the word "type") in italics, "// C" as /* C */
# in roman (its placeholders in italics too).
sub synopsis_troff {
	my ($r, $l) = @_;
	my %ph = map { $_ => 1 } @{$r->{params}}, 'type';
	my ($code, $gap, $comment) = split_synopsis($l);
	my ($out, $bold) = ('', '');
	my $flush = sub { $out .= "\\fB" . esc_code($bold) . "\\fR" if $bold ne ''; $bold = '' };
	for my $tok ($code =~ /(\w+|\W)/g) {
		if ($ph{$tok}) {
			$flush->();
			$out .= "\\fI$tok\\fR";
		} else {
			$bold .= $tok;
		}
	}
	$flush->();
	if (defined $comment) {		# roman, its placeholders in italics
		$out .= "$gap/* ";
		$out .= $ph{$_} ? "\\fI$_\\fR" : esc_code($_) for $comment =~ /(\w+|\W+)/g;
		$out .= ' */';
	}
	$out =~ s/^([.'])/\\&$1/;
	return $out;
}

sub esc_code {
	my ($l) = @_;
	$l =~ s/\\/\\e/g;
	$l =~ s/-/\\-/g;
	$l =~ s/^([.'])/\\&$1/;
	return $l;
}

# --- read kernel-doc's pages ---------------------------------------------------

my (%rec, @srcorder);
for my $page (@pages) {
	my @l = split /\n/, $page;
	my ($name) = $l[0] =~ /^\.TH "([^"]+)" 9 /
		or die "man3.pl: not a kernel-doc page: $l[0]\n";
	my (%sec, @order, $cur);
	for my $line (@l[1 .. $#l]) {
		if ($line =~ /^\.SH "?([^"]*)"?$/) {
			$cur = $1;
			push @order, $cur;
			$sec{$cur} = [];
		} else {
			defined $cur or die "man3.pl: $name: text before .SH\n";
			push @{$sec{$cur}}, $line;
		}
	}
	my @other = grep { !/^(NAME|SYNOPSIS|ARGUMENTS|DESCRIPTION|EXAMPLE)$/ } @order;
	die "man3.pl: $name: unexpected section(s) @other\n" if @other;
	my %r = (name => $name);
	# NAME: "NAME \- purpose"
	($r{purpose}) = join(' ', @{$sec{NAME}}) =~ /^\Q$name\E \\- (.*)$/
		or die "man3.pl: $name: no purpose in NAME\n";
	# SYNOPSIS: .B "NAME then .BI "(p1 "  "," ... .BI "pN "  ");"
	$r{params} = [map { /^\.BI "\(?(\w+) "/ ? ($1) : () } @{$sec{SYNOPSIS}}];
	$r{funclike} = grep { /^\.BI / } @{$sec{SYNOPSIS}};
	# ARGUMENTS: .IP "p" 12 / text
	my (@args, %argtext);
	for my $line (@{$sec{ARGUMENTS} || []}) {
		if ($line =~ /^\.IP "(\w+)" \d+$/) {
			push @args, $1;
			$argtext{$1} = '';
		} elsif (@args) {
			$argtext{$args[-1]} .= ($argtext{$args[-1]} eq '' ? '' : "\n") . $line;
		}
	}
	$r{args} = \@args;
	$r{argtext} = \%argtext;
	# DESCRIPTION, split into the description proper and compiler notes
	my $desc = join "\n", @{$sec{DESCRIPTION} || []};
	my ($notes, @descparas) = ('');
	my @kd_syn;
	for my $para (split /\n\s*\n/, $desc) {
		if ($para =~ s/^\s*Synopsis:[ \t]*\n//) {
			@kd_syn = grep { /\S/ } split /\n/, $para;
		} elsif ($para =~ s/^\s*Compiler notes:[ \t]*\n?//) {
			$notes .= "$para\n\n";
		} elsif ($notes ne '') {
			$notes .= "$para\n\n";	# notes run to the end
		} else {
			push @descparas, $para;
		}
	}
	$r{desc} = join "\n\n", @descparas;
	# SYNOPSIS: the usage form, from the header's "Synopsis:" paragraph,
	# which must be, line for line, what kernel-doc read
	$r{synopsis} = [source_synopsis($name)];
	s/^\\&// for @kd_syn;
	"@kd_syn" eq join(' ', map { s/^\s+//r } @{$r{synopsis}})
		or die "man3.pl: $name: the Synopsis kernel-doc read is not the one in $header\n";
	check_synopsis(\%r);
	$notes =~ s/^(\s*)([a-z])/$1\u$2/;	# "Compiler notes: every compiler."
	$r{notes} = $notes;
	# EXAMPLE: kernel-doc's lines, checked against the header's
	my @kd_ex = grep { /\S/ } @{$sec{EXAMPLE} || []};
	my @ex = source_example($name);
	my @src_ex = map { my $s = $_; $s =~ s/^\s+//; $s } grep { /\S/ } @ex;
	s/^\\&// for @kd_ex;
	"@kd_ex" eq "@src_ex"
		or die "man3.pl: $name: the example kernel-doc read is not the one in $header\n";
	$r{example} = \@ex;
	$rec{$name} = \%r;
	push @srcorder, $name;
}

# --- write the pages -------------------------------------------------------------

sub text_section {		# paragraphs of one record, its parameters in italics
	my ($r, $text) = @_;
	@params_re = map { quotemeta } @{$r->{params}};
	my @b = blocks($text);
	shift @b if @b && $b[0] eq '.PP';
	return @b;
}

sub args_list {
	my ($r) = @_;
	@params_re = map { quotemeta } @{$r->{params}};
	return map { ('.TP', ".I $_", inline($r->{argtext}{$_})) } @{$r->{args}};
}

# Groups: LEAD=MEMBER,MEMBER one page for several blocks; the members'
# pages are symbolic links to it.
my %group = map { my ($l, $m) = split /=/; ($l => [split /,/, $m]) } @groups;
delete @group{grep { !$rec{$_} } keys %group};	# another header's
my %member_of;
for my $l (keys %group) {
	for my $m (@{$group{$l}}) {
		$rec{$m} or die "man3.pl: group $l: no kernel-doc block for $m\n";
		$member_of{$m} = $l;
	}
}

my @written;
for my $name (grep { $rec{$_} && !$member_of{$_} } @srcorder) {
	# the blocks of this page, in the header's order
	my %in = map { $_ => 1 } $name, @{$group{$name} || []};
	my @rs = map { $rec{$_} } grep { $in{$_} } @srcorder;
	my $lead = $rec{$name};
	my $grouped = @rs > 1;

	my @o;
	push @o, '.\" SPDX-License-Identifier: MIT OR GPL-2.0-only';
	push @o, ".\\\" Generated by scripts/man3.sh (kernel-doc -man) from $header:";
	push @o, '.\" edit the kernel-doc comment there, then run `make man`.';
	push @o, ".TH " . uc($name) . " 3 $date \"init-for-compiler $version\" \"init-for-compiler\"";
	push @o, '.SH NAME';
	push @o, wrap(join(', ', map { esc_plain($_) } $name,
			grep { $_ ne $name } map { $_->{name} } @rs) .
		" \\- " . esc_plain(join '; ', map { $_->{purpose} }
			($lead, grep { $_ ne $lead } @rs)));
	# the usage forms; configuration macros (#define lines) come before
	# the #include, as _GNU_SOURCE does in the Linux man-pages
	my @syn = map { my $r = $_; map { [$r, $_] } @{$r->{synopsis}} } @rs;
	push @o, '.SH SYNOPSIS', '.nf';
	push @o, map { synopsis_troff(@$_) } grep { $_->[1] =~ /^#\s*define\s/ } @syn;
	push @o, ".B #include <$include>", '.PP';
	push @o, map { synopsis_troff(@$_) } grep { $_->[1] !~ /^#\s*define\s/ } @syn;
	push @o, '.fi';
	if (!$grouped) {
		if (@{$lead->{args}}) {
			push @o, '.SH ARGUMENTS', args_list($lead);
		}
		push @o, '.SH DESCRIPTION', text_section($lead, $lead->{desc});
		if ($lead->{notes} =~ /\S/) {
			push @o, '.SH "COMPILER NOTES"', text_section($lead, $lead->{notes});
		}
	} else {
		# one subsection per block: its purpose, arguments, description
		push @o, '.SH DESCRIPTION';
		for my $r (@rs) {
			push @o, ".SS $r->{name}", inline(ucfirst($r->{purpose}) . '.');
			push @o, args_list($r) if @{$r->{args}};
			push @o, '.PP', text_section($r, $r->{desc});
		}
		my @n = grep { $_->{notes} =~ /\S/ } @rs;
		if (@n) {
			push @o, '.SH "COMPILER NOTES"';
			for my $r (@n) {
				push @o, ".SS $r->{name}", text_section($r, $r->{notes});
			}
		}
	}
	my @ex = grep { @{$_->{example}} } @rs;
	if (@ex) {
		push @o, '.SH EXAMPLES';
		for my $k (0 .. $#ex) {
			push @o, '.PP' if $k;
			push @o, '.EX', (map { esc_code($_) } @{$ex[$k]{example}}), '.EE';
		}
	}
	# SEE ALSO: the other pages the text names, then the overview and tool
	my $body = join "\n", map { ($_->{desc}, $_->{notes}, $_->{purpose},
		values %{$_->{argtext}}) } @rs;
	$body =~ s/\\f[BIPR]//g;
	my %seen = map { $_->{name} => 1 } @rs;
	my @see = sort grep { !$seen{$_}++ }
		map { $member_of{$_} || $_ } ($body =~ /(?<![\w])($names_re)(?![\w])/g);
	@see = grep { $_ ne $name } @see;
	push @o, '.SH "SEE ALSO"';
	my @refs = ((map { [$_, 3] } @see), ['init_for_compiler', 7],
		['init-for-compiler', 1]);
	for my $k (0 .. $#refs) {
		my ($n, $s) = @{$refs[$k]};
		push @o, '.BR ' . esc_plain($n) . " ($s)" . ($k < $#refs ? ',' : '');
	}
	my $file = "$outdir/$name.3";
	open my $ofh, '>', $file or die "man3.pl: $file: $!\n";
	print $ofh "$_\n" for @o;
	close $ofh or die "man3.pl: $file: $!\n";
	push @written, $file;
	for my $m (@{$group{$name} || []}) {
		$file = "$outdir/$m.3";
		unlink $file;
		symlink "$name.3", $file or die "man3.pl: $file: $!\n";
		push @written, $file;
	}
}
print "$_\n" for @written;
