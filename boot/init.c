// SPDX-License-Identifier: GPL-2.0
/*
 * init for the dmalookup QEMU boots: mount the pseudo file systems, print
 * every file matching the patterns in /views (one glob per line; a line
 * starting with '#' is a comment; "> PATH VALUE" writes VALUE to PATH;
 * "+ MODULE [PARAMS]" loads a module), then power the machine off.
 */
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
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

int main(void)
{
	char line[512];
	FILE *views;

	mount("proc", "/proc", "proc", 0, NULL);
	mount("sysfs", "/sys", "sysfs", 0, NULL);
	mount("debugfs", "/sys/kernel/debug", "debugfs", 0, NULL);
	setvbuf(stdout, NULL, _IOLBF, 0);

	views = fopen("/views", "r");
	while (views && fgets(line, sizeof(line), views)) {
		glob_t g;
		size_t i;

		line[strcspn(line, "\n")] = '\0';
		if (!line[0] || line[0] == '#')
			continue;
		if (line[0] == '>') {
			write_value(line + 1);
			continue;
		}
		if (line[0] == '+') {
			load_module(line + 1);
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
