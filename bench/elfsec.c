/* SPDX-License-Identifier: MIT OR GPL-2.0-only */
/*
 * bench/elfsec.c - list the code sections of ELF64 object files.
 *
 *   elfsec FILE.o...
 *
 * For every section whose name starts with ".text" (with -ffunction-sections
 * that is one section per function: ".text.NAME") prints one line
 *
 *   FILE SECTION SIZE BYTES-HASH RELOC-HASH
 *
 * BYTES-HASH is FNV-1a (64 bit) over the section's bytes; RELOC-HASH is
 * FNV-1a over its relocations (offset, type, addend, and the name of the
 * symbol, or of the section for a section symbol), so that two functions are
 * reported equal only when their bytes AND what those bytes refer to are.
 * Two identical lines mean identical code. Only ELF64 little-endian (what
 * x86_64 gcc and clang produce) is read; anything else is an error.
 * The same job as `objcopy -O binary --only-section` per function, but one
 * process per object instead of one per function.
 */
#include <elf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
	const unsigned char *c = p;

	while (n--) {
		h ^= *c++;
		h *= 1099511628211ULL;
	}
	return h;
}

#define FNV_INIT 14695981039346656037ULL

static unsigned char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	unsigned char *buf = NULL;
	size_t cap = 0, n = 0, r;

	if (!f)
		return NULL;
	do {
		if (n == cap) {
			unsigned char *nb;

			cap = cap ? cap * 2 : 65536;
			nb = realloc(buf, cap);
			if (!nb) {
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = nb;
		}
		r = fread(buf + n, 1, cap - n, f);
		n += r;
	} while (r > 0);
	fclose(f);
	*len = n;
	return buf;
}

static int in_file(size_t len, uint64_t off, uint64_t size)
{
	return off <= len && size <= len - off;
}

static int list(const char *path)
{
	size_t len;
	unsigned char *img = slurp(path, &len);
	const Elf64_Ehdr *eh;
	const Elf64_Shdr *sh;
	const char *shstr;
	unsigned i, k;

	if (!img) {
		perror(path);
		return 1;
	}
	eh = (const Elf64_Ehdr *)img;
	if (len < sizeof(*eh) || memcmp(eh->e_ident, ELFMAG, SELFMAG) ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64 || eh->e_ident[EI_DATA] != ELFDATA2LSB ||
	    eh->e_shentsize != sizeof(Elf64_Shdr) ||
	    !in_file(len, eh->e_shoff, (uint64_t)eh->e_shnum * sizeof(Elf64_Shdr)) ||
	    eh->e_shstrndx >= eh->e_shnum) {
		fprintf(stderr, "%s: not an ELF64 little-endian object\n", path);
		free(img);
		return 1;
	}
	sh = (const Elf64_Shdr *)(img + eh->e_shoff);
	shstr = (const char *)img + sh[eh->e_shstrndx].sh_offset;

	for (i = 0; i < eh->e_shnum; i++) {
		const char *name = shstr + sh[i].sh_name;
		uint64_t hb = FNV_INIT, hr = FNV_INIT;

		if (strncmp(name, ".text", 5) || (name[5] != '\0' && name[5] != '.'))
			continue;
		if (sh[i].sh_type == SHT_PROGBITS) {
			if (!in_file(len, sh[i].sh_offset, sh[i].sh_size))
				goto bad;
			hb = fnv(hb, img + sh[i].sh_offset, sh[i].sh_size);
		}
		/* the relocations that apply to this section */
		for (k = 0; k < eh->e_shnum; k++) {
			const Elf64_Shdr *rs = &sh[k], *st, *ss;
			const Elf64_Rela *r;
			uint64_t j, n;

			if (rs->sh_type != SHT_RELA || rs->sh_info != i)
				continue;
			if (rs->sh_link >= eh->e_shnum ||
			    !in_file(len, rs->sh_offset, rs->sh_size))
				goto bad;
			st = &sh[rs->sh_link];
			if (st->sh_link >= eh->e_shnum ||
			    !in_file(len, st->sh_offset, st->sh_size))
				goto bad;
			ss = &sh[st->sh_link];
			r = (const Elf64_Rela *)(img + rs->sh_offset);
			n = rs->sh_size / sizeof(*r);
			for (j = 0; j < n; j++) {
				uint64_t sym = ELF64_R_SYM(r[j].r_info);
				uint64_t typ = ELF64_R_TYPE(r[j].r_info);
				const Elf64_Sym *s;
				const char *sname = "";

				if ((sym + 1) * sizeof(Elf64_Sym) > st->sh_size)
					goto bad;
				s = (const Elf64_Sym *)(img + st->sh_offset) + sym;
				if (ELF64_ST_TYPE(s->st_info) == STT_SECTION && s->st_shndx < eh->e_shnum)
					sname = shstr + sh[s->st_shndx].sh_name;
				else if (s->st_name < ss->sh_size)
					sname = (const char *)img + ss->sh_offset + s->st_name;
				hr = fnv(hr, &r[j].r_offset, sizeof(r[j].r_offset));
				hr = fnv(hr, &typ, sizeof(typ));
				hr = fnv(hr, &r[j].r_addend, sizeof(r[j].r_addend));
				hr = fnv(hr, sname, strlen(sname) + 1);
			}
		}
		printf("%s %s %llu %016llx %016llx\n", path, name,
		       (unsigned long long)sh[i].sh_size,
		       (unsigned long long)hb, (unsigned long long)hr);
	}
	free(img);
	return 0;
bad:
	fprintf(stderr, "%s: malformed section table\n", path);
	free(img);
	return 1;
}

int main(int argc, char **argv)
{
	int i, rc = 0;

	if (argc < 2) {
		fprintf(stderr, "usage: elfsec FILE.o...\n");
		return 2;
	}
	for (i = 1; i < argc; i++)
		rc |= list(argv[i]);
	return rc;
}
