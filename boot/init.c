// SPDX-License-Identifier: GPL-2.0
/*
 * init for the dmalookup QEMU boots: mount the pseudo file systems, print
 * every file matching the patterns in /views (one glob per line; a line
 * starting with '#' is a comment; "> PATH VALUE" writes VALUE to PATH;
 * "+ MODULE [PARAMS]" loads a module; "? PATH TEXT" prints the lines of
 * PATH holding TEXT; "@ PATH SECONDS" waits for PATH to exist; "= DEVICE
 * BYTES" reads BYTES of DEVICE with O_DIRECT and checks them against the
 * pattern of the SD image (scripts/rpi-image.sh)), then power the machine
 * off.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/syscall.h>
#include <unistd.h>

static void show(const char *path)
{
	char buf[4096];
	size_t n;
	FILE *f = fopen(path, "r");

	printf("==> %s\n", path);
	if (!f) {
		perror(path);
		return;
	}
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		fwrite(buf, 1, n, stdout);
	fclose(f);
}

/* "PATH VALUE": write VALUE to PATH */
static void write_value(char *spec)
{
	char *path = strtok(spec, " "), *value = strtok(NULL, "");
	FILE *f = path && value ? fopen(path, "w") : NULL;

	printf("==> %s < %s\n", path ? path : "?", value ? value : "?");
	if (!f || fputs(value, f) < 0 || fclose(f))
		perror(path ? path : "write");
}

/* "MODULE [PARAMS]": load MODULE with PARAMS */
static void load_module(char *spec)
{
	char *path = strtok(spec, " "), *params = strtok(NULL, "");
	int fd = path ? open(path, O_RDONLY | O_CLOEXEC) : -1;

	printf("==> insmod %s %s\n", path ? path : "?", params ? params : "");
	if (fd < 0 || syscall(SYS_finit_module, fd, params ? params : "", 0))
		perror(path ? path : "insmod");
	if (fd >= 0)
		close(fd);
}

/* "PATH TEXT": print the lines of PATH that hold TEXT */
static void grep_file(char *spec)
{
	char *path = strtok(spec, " "), *text = strtok(NULL, "");
	FILE *f = path && text ? fopen(path, "r") : NULL;
	char line[512];

	printf("==> %s: %s\n", path ? path : "?", text ? text : "?");
	if (!f) {
		perror(path ? path : "grep");
		return;
	}
	while (fgets(line, sizeof(line), f))
		if (strstr(line, text))
			fputs(line, stdout);
	fclose(f);
}

/* "PATH SECONDS": wait for PATH to exist */
static void wait_for(char *spec)
{
	char *path = strtok(spec, " "), *secs = strtok(NULL, "");
	int ms, limit = secs ? atoi(secs) * 1000 : 0;

	for (ms = 0; path && access(path, F_OK) && ms < limit; ms += 20)
		usleep(20000);
	printf("==> wait %s: %s after %d ms\n", path ? path : "?",
	       path && !access(path, F_OK) ? "there" : "NOT there", ms);
}

/* The SD image holds, in each 32-bit word, its offset XOR a constant. */
static uint32_t sd_word(uint64_t off)
{
	return (uint32_t)off ^ 0x9e3779b9u;
}

/* "DEVICE BYTES": read BYTES from DEVICE in 256 KiB pieces, check them */
static void read_check(char *spec)
{
	char *path = strtok(spec, " "), *bytes = strtok(NULL, "");
	size_t piece = 256 * 1024, want = bytes ? strtoul(bytes, NULL, 0) : 0;
	size_t done = 0, bad = (size_t)-1, i;
	uint32_t *buf = NULL;
	int fd = -1, tries;

	/* the node appears before the disk is live: ENXIO for a moment */
	for (tries = 0; path && tries < 250; tries++) {
		fd = open(path, O_RDONLY | O_DIRECT);
		if (fd >= 0 || errno != ENXIO)
			break;
		usleep(20000);
	}
	if (fd < 0 || posix_memalign((void **)&buf, 4096, piece)) {
		perror(path ? path : "read");
		printf("==> read %s: 0 bytes, data BAD\n", path ? path : "?");
		goto out;
	}
	while (done < want) {
		ssize_t n = read(fd, buf, piece < want - done ? piece : want - done);

		if (n <= 0) {
			perror(path);
			break;
		}
		for (i = 0; i < (size_t)n / 4 && bad == (size_t)-1; i++)
			if (buf[i] != sd_word(done + 4 * i))
				bad = done + 4 * i;
		done += n;
	}
	if (bad != (size_t)-1)
		printf("==> read %s: %zu bytes, data BAD at %zu\n", path, done, bad);
	else
		printf("==> read %s: %zu bytes, data %s\n", path, done,
		       done == want ? "ok" : "SHORT");
out:
	free(buf);
	if (fd >= 0)
		close(fd);
}

/* The lines that do something instead of naming files to print */
static const struct {
	char mark;
	void (*run)(char *spec);
} commands[] = {
	{ '>', write_value }, { '+', load_module }, { '?', grep_file },
	{ '@', wait_for }, { '=', read_check }, { 0, NULL },
};

int main(void)
{
	typeof(&commands[0]) c;
	char line[512];
	FILE *views;

	mount("proc", "/proc", "proc", 0, NULL);
	mount("sysfs", "/sys", "sysfs", 0, NULL);
	mount("debugfs", "/sys/kernel/debug", "debugfs", 0, NULL);
	mount("devtmpfs", "/dev", "devtmpfs", 0, NULL);
	setvbuf(stdout, NULL, _IOLBF, 0);

	views = fopen("/views", "r");
	while (views && fgets(line, sizeof(line), views)) {
		glob_t g;
		size_t i;

		line[strcspn(line, "\n")] = '\0';
		if (!line[0] || line[0] == '#')
			continue;
		for (c = commands; c->run && c->mark != line[0]; c++)
			;
		if (c->run) {
			c->run(line + 1);
			continue;
		}
		if (glob(line, 0, NULL, &g)) {
			printf("==> %s: nothing there\n", line);
			continue;
		}
		for (i = 0; i < g.gl_pathc; i++)
			show(g.gl_pathv[i]);
		globfree(&g);
	}
	printf("dmalookup-init: done\n");
	fflush(stdout);
	sync();
	reboot(RB_POWER_OFF);
	return 0;
}
