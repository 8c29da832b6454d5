/*
 * SSDT for the QEMU x86_64 (q35) boot: a simulated DMA controller and its
 * loopback clients described by ACPI, matched through PRP0001 by their
 * "compatible" (no _HID of our own).  One ACPI DMA controller, so no CSRT:
 * acpi-dma gives it every request line.
 *   LBK0: FixedDMA resources named by _DSD "dma-names" (rx first);
 *   LBK1: no "dma-names": "tx" is the first FixedDMA, "rx" the second;
 *   LBK2: asks when the controller's four channels are taken: busy.
 * Built with iasl; QEMU adds it with -acpitable.
 */
DefinitionBlock ("", "SSDT", 2, "DMALKP", "DMASIM", 1)
{
	Scope (\_SB)
	{
		Device (DMA0)
		{
			Name (_HID, "PRP0001")
			Name (_UID, 0)
			Name (_DSD, Package () {
				ToUUID ("daffd814-6eba-4d8c-8a91-bc9bbf4aa301"),
				Package () {
					Package () { "compatible", "linux,dma-sim" },
					Package () { "dma-channels", 4 },
					Package () { "dma-requests", 4 },
				}
			})
		}

		Device (LBK0)
		{
			Name (_HID, "PRP0001")
			Name (_UID, 1)
			Name (_CRS, ResourceTemplate () {
				FixedDMA (0x0002, 0x0000, Width32bit, )
				FixedDMA (0x0002, 0x0001, Width32bit, )
			})
			Name (_DSD, Package () {
				ToUUID ("daffd814-6eba-4d8c-8a91-bc9bbf4aa301"),
				Package () {
					Package () { "compatible", "linux,dma-sim-loopback" },
					Package () { "dma-names", Package () { "rx", "tx" } },
				}
			})
		}

		Device (LBK1)
		{
			Name (_HID, "PRP0001")
			Name (_UID, 2)
			Name (_CRS, ResourceTemplate () {
				FixedDMA (0x0003, 0x0002, Width32bit, )
				FixedDMA (0x0003, 0x0003, Width32bit, )
			})
			Name (_DSD, Package () {
				ToUUID ("daffd814-6eba-4d8c-8a91-bc9bbf4aa301"),
				Package () {
					Package () { "compatible", "linux,dma-sim-loopback" },
				}
			})
		}

		Device (LBK2)
		{
			Name (_HID, "PRP0001")
			Name (_UID, 3)
			Name (_CRS, ResourceTemplate () {
				FixedDMA (0x0001, 0x0000, Width32bit, )
				FixedDMA (0x0001, 0x0001, Width32bit, )
			})
			Name (_DSD, Package () {
				ToUUID ("daffd814-6eba-4d8c-8a91-bc9bbf4aa301"),
				Package () {
					Package () { "compatible", "linux,dma-sim-loopback" },
				}
			})
		}
	}
}
