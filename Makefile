# dmalookup: build, boot and check the DMA channel lookup series.
#   make demo    boot QEMU vexpress-a9 and x86_64 q35 (ACPI), show which
#                channels drivers got by name
#   make check   every test and check; ends with "N passed, N failed, N skipped"
#   make rpi     raspi2b and raspi3b: the series beside upstream 6.12, in a table
# Steps: deps tree export arm x86 boot kunit compat debug bisect bench clean (README.md).

ARM    := build/arm
X86    := build/x86
BOOT   := build/boot
ZIMAGE := $(ARM)/arch/arm/boot/zImage
DTB    := $(ARM)/vexpress-v2p-ca9-dma-sim.dtb
FRAGS  := config/vexpress.config config/dmalookup.config
STEP   := scripts/step.sh

.PHONY: demo check rpi deps tree export arm x86 boot kunit compat debug bisect bench clean

demo: deps tree arm x86
	scripts/demo.sh $(ZIMAGE) $(DTB) $(ARM) $(BOOT) $(X86)

check: deps tree
	rm -rf build/results
	-$(STEP) roundtrip scripts/export.sh --verify
	-$(STEP) checkpatch scripts/check-patches.sh
	-$(STEP) arm-build scripts/build-kernel.sh $(ARM) $(FRAGS)
	-$(STEP) arm-boot $(MAKE) -s boot LOG=$(BOOT)/check.log
	-$(STEP) kunit-arm scripts/kunit-count.sh $(BOOT)/check.log
	-$(STEP) loopback scripts/demo-report.sh $(BOOT)/check.log
	-$(STEP) board-off scripts/board-off.sh $(ZIMAGE) $(DTB) $(BOOT)
	-$(STEP) rpi-build scripts/rpi-build.sh build/rpi
	-$(STEP) rpi-phases scripts/rpi-boot.sh build/rpi series --check
	-$(STEP) x86-build scripts/x86-build.sh $(X86)
	-$(STEP) x86-boot scripts/x86-boot.sh $(X86) check.log
	-$(STEP) kunit-x86-nof scripts/kunit-count.sh $(X86)/boot/check.log
	-$(STEP) x86-clients scripts/x86-report.sh $(X86)/boot/check.log
	-$(STEP) kunit-x86 scripts/kunit-x86.sh
	-$(STEP) sparse-w1-kdoc scripts/check-c.sh $(ARM)
	-$(STEP) htmldocs scripts/check-docs.sh
	-$(STEP) cocci scripts/check-cocci.sh $(ARM)
	-$(STEP) dt-bindings scripts/check-bindings.sh build/dtcheck
	-$(STEP) api-compat scripts/check-compat.sh build/compat
	@scripts/summary.sh

rpi: deps tree
	scripts/deps.sh gcc-aarch64-linux-gnu
	scripts/rpi.sh

deps:
	scripts/deps.sh

tree:
	scripts/tree.sh

export:
	scripts/export.sh

arm: tree
	scripts/build-kernel.sh $(ARM) $(FRAGS)

x86: tree
	scripts/x86-build.sh $(X86)

LOG ?= $(BOOT)/boot.log
boot:
	mkdir -p $(BOOT)
	scripts/initramfs.sh $(ARM) $(BOOT)/initrd.cpio
	scripts/boot.sh $(ZIMAGE) $(DTB) $(BOOT)/initrd.cpio $(LOG)

kunit:
	scripts/kunit-uml.sh

compat: tree
	scripts/check-compat.sh build/compat

debug: tree
	scripts/debug.sh build/arm-debug $(FRAGS) config/debug.config

bisect: tree
	scripts/bisect.sh build/bisect $(FRAGS)

bench: deps tree arm
	scripts/bench.sh $(ARM)

clean:
	rm -rf build/x86 build/kunit-x86 build/rpi build/rpi-upstream build/rpi3 build/rpi3-upstream build/arm build/arm-debug build/uml build/boot build/compat build/dtcheck build/bisect build/bench build/docs build/logs build/results
