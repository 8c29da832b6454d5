#!/usr/bin/env python3
"""Print which of the given C files a kernel config builds.

usage: kbuild-built.py SRCTREE DOTCONFIG ARCH FILE.c...

Reads the Makefiles: an object is built when the obj-* line that names it
(directly, or through a composite object) is enabled in the config, and
its directory is reached from the top the same way.
"""
import os
import re
import sys

src, dotconfig, arch = sys.argv[1:4]
conf = {}
for line in open(dotconfig):
    m = re.match(r'(CONFIG_\w+)=(.*)', line)
    if m:
        conf[m.group(1)] = m.group(2)

TOP = {'drivers', 'sound', 'net', 'fs', 'kernel', 'mm', 'lib', 'crypto',
       'block', 'security', 'virt', 'init', 'ipc', 'io_uring', 'arch/' + arch}


def lines(d):
    for name in ('Kbuild', 'Makefile'):
        p = os.path.join(src, d, name)
        if os.path.exists(p):
            text = open(p).read().replace('\\\n', ' ')
            return text.splitlines()
    return []


def enabled(lhs, d, depth):
    lhs = lhs.strip()
    m = re.search(r'\$\((CONFIG_\w+)\)', lhs)
    if m:
        if conf.get(m.group(1)) not in ('y', 'm'):
            return False
    elif not re.match(r'[\w-]+-(y|m|objs)$', lhs):
        return False
    if lhs.startswith(('obj-', 'lib-')):
        return True
    # composite object: foo-y / foo-objs / foo-$(CONFIG_X) += this.o
    base = re.match(r'([\w-]+?)-(y|m|objs|\$\(CONFIG_\w+\))$', lhs)
    return bool(base) and built(d, base.group(1) + '.o', depth + 1)


def built(d, target, depth=0):
    if depth > 8:
        return False
    if target.endswith('/') and (d.rstrip('/') in TOP or
                                 os.path.join(d, target).rstrip('/') in TOP):
        return True
    for line in lines(d):
        m = re.match(r'\s*([^#=:+]+?)\s*(\+=|:=|=)(.*)', line)
        if not m or target not in m.group(3).split():
            continue
        if enabled(m.group(1), d, depth) and reached(d, depth):
            return True
    return False


def reached(d, depth):
    if d in TOP or d == '':
        return True
    parent, name = os.path.split(d)
    return built(parent, name + '/', depth + 1)


for f in sys.argv[4:]:
    d, name = os.path.split(f)
    if built(d, name[:-2] + '.o'):
        print(f[:-2] + '.o')
