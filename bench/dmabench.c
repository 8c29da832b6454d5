// SPDX-License-Identifier: GPL-2.0
/*
 * dmabench: what dma_request_chan() + dma_release_channel() cost.
 *
 * Built against upstream 6.12 and against 6.12 + the dmalookup series
 * alike, so it only uses the API both trees share: providers register with
 * dma_async_device_register(), of_dma_controller_register() and a
 * dma_slave_map; consumers are platform devices; the device tree nodes come
 * from an of_changeset.  Each scenario sets up its providers, requests and
 * releases one named channel "iters" times, tears down, and prints
 *
 *   dmabench: <scenario> iters=<n> ns_per_op=<ns> result=<ok|errno>
 *
 * Under QEMU -icount, time follows the instructions executed.  Loading
 * fails when a scenario cannot run or gets another result than expected.
 */
#include <linux/dmaengine.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/of_dma.h>
#include <linux/platform_device.h>
#include <linux/slab.h>

static unsigned int iters = 2000;
module_param(iters, uint, 0444);
MODULE_PARM_DESC(iters, "request+release pairs per scenario");

#define NR_DT		64	/* providers of the scaling scenario */
#define NR_ALT		3	/* alternatives, the first ones full */
#define NR_NAMES	40	/* entries of Tegra's admaif nodes */
#define NR_MAP		16	/* providers sharing the map entries */
#define NR_ENTRIES	1000	/* dma_slave_map entries in all */
#define PHANDLE_BASE	0x0dba0000

struct bench_ctrl {
	struct dma_device dd;
	struct dma_chan chan;
	struct platform_device *pdev;
	struct device_node *np;		/* registered for DT, or NULL */
};

static struct of_changeset cset;
static bool cset_applied;
static struct device_node *root;
static struct device_node *dt_np[NR_DT], *alt_np[NR_ALT];
static struct device_node *cons_first_np, *cons_last_np, *cons_alt_np;
static struct device_node *cons_names_np;
static struct device_node *holder_np;	/* takes the full alternatives */
static const char * const rx3[] = { "rx", "rx", "rx" };
static const char * const held_names[] = { "held0", "held1" };
static char names_buf[NR_NAMES][8];
static const char *names[NR_NAMES];

static enum dma_status bench_tx_status(struct dma_chan *chan,
				       dma_cookie_t cookie,
				       struct dma_tx_state *state)
{
	return DMA_COMPLETE;
}

static void bench_issue_pending(struct dma_chan *chan)
{
}

/* Upstream registers only providers bound to a driver: bind to this one. */
static int bench_probe(struct platform_device *pdev)
{
	return 0;
}

static struct platform_driver bench_driver = {
	.probe = bench_probe,
	.driver = {
		.name = "dmabench-ctrl",
	},
};

/* dma_slave_map parameter: the provider whose channel is meant */
static bool bench_filter(struct dma_chan *chan, void *param)
{
	return chan->device == param;
}

static struct device_node *bench_node(const char *name, int phandle)
{
	struct device_node *np = of_changeset_create_node(&cset, root, name);

	if (!np)
		return NULL;
	/* the OF core reads "phandle" when it attaches the node: see below */
	if (of_changeset_add_prop_u32(&cset, np, "#dma-cells", 1) ||
	    of_changeset_add_prop_u32(&cset, np, "phandle", phandle)) {
		of_node_put(np);
		return NULL;
	}
	return np;
}

static struct device_node *bench_consumer_node(const char *name,
					       const int *ctrl, int n,
					       const char * const *names)
{
	struct device_node *np = of_changeset_create_node(&cset, root, name);
	u32 dmas[2 * NR_ALT];
	int i;

	if (!np)
		return NULL;
	for (i = 0; i < n; i++) {
		dmas[2 * i] = PHANDLE_BASE + ctrl[i];
		dmas[2 * i + 1] = 0;
	}
	if (of_changeset_add_prop_u32_array(&cset, np, "dmas", dmas, 2 * n) ||
	    of_changeset_add_prop_string_array(&cset, np, "dma-names", names, n)) {
		of_node_put(np);
		return NULL;
	}
	return np;
}

/*
 * The shape of Tegra's admaif nodes: 20 "rxN"/"txN" pairs on one
 * controller, each with its own request line; the last one, "tx20", asks
 * for channel 0.
 */
static struct device_node *bench_names_node(void)
{
	struct device_node *np = of_changeset_create_node(&cset, root,
							  "consumer-names");
	u32 dmas[2 * NR_NAMES];
	int i;

	if (!np)
		return NULL;
	for (i = 0; i < NR_NAMES; i++) {
		snprintf(names_buf[i], sizeof(names_buf[i]), "%cx%d",
			 i % 2 ? 't' : 'r', i / 2 + 1);
		names[i] = names_buf[i];
		dmas[2 * i] = PHANDLE_BASE;
		dmas[2 * i + 1] = i == NR_NAMES - 1 ? 0 : i + 1;
	}
	if (of_changeset_add_prop_u32_array(&cset, np, "dmas", dmas, 2 * NR_NAMES) ||
	    of_changeset_add_prop_string_array(&cset, np, "dma-names", names,
					       NR_NAMES)) {
		of_node_put(np);
		return NULL;
	}
	return np;
}

/*
 * The nodes' first reference belongs to the tree: detaching them drops it.
 * Only nodes that never made it into the tree need it dropped here.
 */
static void bench_put_nodes(void)
{
	int i;

	for (i = 0; i < NR_DT; i++)
		of_node_put(dt_np[i]);
	for (i = 0; i < NR_ALT; i++)
		of_node_put(alt_np[i]);
	of_node_put(cons_first_np);
	of_node_put(cons_last_np);
	of_node_put(cons_alt_np);
	of_node_put(cons_names_np);
	of_node_put(holder_np);
	of_node_put(root);
}

/* /dmabench: NR_DT + NR_ALT controllers, four consumers and a holder */
static int bench_build_tree(void)
{
	const int last = NR_DT - 1, first = 0;
	const int alt[NR_ALT] = { NR_DT, NR_DT + 1, NR_DT + 2 };
	char name[24];
	int i, ret;

	of_changeset_init(&cset);
	root = of_changeset_create_node(&cset, of_root, "dmabench");
	if (!root)
		return -ENOMEM;
	for (i = 0; i < NR_DT; i++) {
		snprintf(name, sizeof(name), "controller-%d", i);
		dt_np[i] = bench_node(name, PHANDLE_BASE + i);
		if (!dt_np[i])
			return -ENOMEM;
	}
	for (i = 0; i < NR_ALT; i++) {
		snprintf(name, sizeof(name), "controller-%d", alt[i]);
		alt_np[i] = bench_node(name, PHANDLE_BASE + alt[i]);
		if (!alt_np[i])
			return -ENOMEM;
	}
	cons_first_np = bench_consumer_node("consumer-first", &first, 1, rx3);
	cons_last_np = bench_consumer_node("consumer-last", &last, 1, rx3);
	cons_alt_np = bench_consumer_node("consumer-alt", alt, NR_ALT, rx3);
	cons_names_np = bench_names_node();
	holder_np = bench_consumer_node("holder", alt, NR_ALT - 1, held_names);
	if (!cons_first_np || !cons_last_np || !cons_alt_np || !cons_names_np ||
	    !holder_np)
		return -ENOMEM;
	ret = of_changeset_apply(&cset);
	if (ret) {
		pr_err("dmabench: cannot apply the changeset: %d\n", ret);
		return ret;
	}
	cset_applied = true;
	/*
	 * A changeset attaches a node before it adds the node's properties,
	 * so the core has not seen "phandle"; give the nodes their handles
	 * as an unflattened tree would have them.
	 */
	for (i = 0; i < NR_DT; i++)
		dt_np[i]->phandle = PHANDLE_BASE + i;
	for (i = 0; i < NR_ALT; i++)
		alt_np[i]->phandle = PHANDLE_BASE + alt[i];
	return 0;
}

static void bench_ctrl_del(struct bench_ctrl *c)
{
	if (c->np)
		of_dma_controller_free(c->np);
	if (c->dd.dev)
		dma_async_device_unregister(&c->dd);
	platform_device_unregister(c->pdev);
}

/*
 * A provider with one slave channel, registered for DT lookups on @np if
 * not NULL, and with @map if not NULL.
 */
static int bench_ctrl_add(struct bench_ctrl *c, int id, struct device_node *np,
			  const struct dma_slave_map *map, int mapcnt)
{
	int ret;

	c->pdev = platform_device_register_simple("dmabench-ctrl", id, NULL, 0);
	if (IS_ERR(c->pdev))
		return PTR_ERR(c->pdev);
	if (!c->pdev->dev.driver) {
		ret = -ENXIO;
		goto err;
	}

	INIT_LIST_HEAD(&c->dd.channels);
	dma_cap_set(DMA_SLAVE, c->dd.cap_mask);
	dma_cap_set(DMA_PRIVATE, c->dd.cap_mask);
	c->dd.device_tx_status = bench_tx_status;
	c->dd.device_issue_pending = bench_issue_pending;
	c->dd.filter.fn = bench_filter;
	c->dd.filter.map = map;
	c->dd.filter.mapcnt = mapcnt;
	c->chan.device = &c->dd;
	list_add_tail(&c->chan.device_node, &c->dd.channels);
	c->dd.dev = &c->pdev->dev;
	ret = dma_async_device_register(&c->dd);
	if (ret) {
		c->dd.dev = NULL;
		goto err;
	}
	if (np) {
		ret = of_dma_controller_register(np, of_dma_xlate_by_chan_id,
						 &c->dd);
		if (ret)
			goto err;
		c->np = np;
	}
	return 0;
err:
	bench_ctrl_del(c);
	return ret;
}

static void bench_ctrls_del(struct bench_ctrl *c, int n)
{
	while (n--)
		bench_ctrl_del(&c[n]);
	kfree(c);
}

static struct platform_device *bench_consumer(const char *name,
					      struct device_node *np)
{
	struct platform_device *pdev;
	int ret;

	pdev = platform_device_alloc(name, PLATFORM_DEVID_NONE);
	if (!pdev)
		return ERR_PTR(-ENOMEM);
	pdev->dev.of_node = of_node_get(np);
	ret = platform_device_add(pdev);
	if (ret) {
		platform_device_put(pdev);
		return ERR_PTR(ret);
	}
	return pdev;
}

/*
 * Request and release @name for a consumer "iters" times; the first
 * request is a warm-up outside the timing.  @want is the channel it must
 * get, or NULL when the request must fail with -ENODEV or -EPROBE_DEFER.
 */
static int bench_run(const char *scenario, struct device_node *np,
		     const char *name, struct dma_chan *want)
{
	struct platform_device *pdev = bench_consumer("dmabench-consumer", np);
	struct dma_chan *chan = NULL;
	u64 start = ktime_get_ns(), ns;
	unsigned int i;
	int ret = 0;

	if (IS_ERR(pdev))
		return PTR_ERR(pdev);
	for (i = 0; i <= iters; i++) {
		if (i == 1)
			start = ktime_get_ns();
		chan = dma_request_chan(&pdev->dev, name);
		if (IS_ERR(chan)) {
			ret = PTR_ERR(chan);
			if (want || (ret != -ENODEV && ret != -EPROBE_DEFER))
				break;
			continue;
		}
		dma_release_channel(chan);
		if (chan != want) {
			ret = -EBADSLT;
			break;
		}
	}
	ns = ktime_get_ns() - start;
	platform_device_unregister(pdev);

	if (want ? ret : i <= iters) {
		pr_err("dmabench: %s FAILED at iteration %u: %d (%s)\n",
		       scenario, i, ret, IS_ERR(chan) ? "error" : "wrong channel");
		return ret ?: -EIO;
	}
	pr_info("dmabench: %s iters=%u ns_per_op=%llu result=%d\n", scenario,
		iters, div_u64(ns, iters), ret);
	return 0;
}

/* Providers registered for DT lookups on @np[0..n-1], in that order. */
static struct bench_ctrl *bench_dt_ctrls(struct device_node **np, int n, int id)
{
	struct bench_ctrl *c = kcalloc(n, sizeof(*c), GFP_KERNEL);
	int i, ret;

	if (!c)
		return ERR_PTR(-ENOMEM);
	for (i = 0; i < n; i++) {
		ret = bench_ctrl_add(&c[i], id + i, np[i], NULL, 0);
		if (ret) {
			bench_ctrls_del(c, i);
			return ERR_PTR(ret);
		}
	}
	return c;
}

static int bench_dt(void)
{
	struct bench_ctrl *c;
	int ret;

	c = bench_dt_ctrls(dt_np, 1, 0);
	if (IS_ERR(c))
		return PTR_ERR(c);
	ret = bench_run("dt-1-provider", cons_first_np, "rx", &c[0].chan);
	if (!ret)
		ret = bench_run("dt-40-names", cons_names_np, names[NR_NAMES - 1],
				&c[0].chan);
	bench_ctrls_del(c, 1);
	if (ret)
		return ret;

	c = bench_dt_ctrls(dt_np, NR_DT, 0);
	if (IS_ERR(c))
		return PTR_ERR(c);
	ret = bench_run("dt-64-providers", cons_last_np, "rx",
			&c[NR_DT - 1].chan);
	bench_ctrls_del(c, NR_DT);
	return ret;
}

/*
 * Three "rx" entries; the channels of the first two are taken by another
 * consumer, which asks for them by their own names.
 */
static int bench_alt(void)
{
	struct bench_ctrl *c = bench_dt_ctrls(alt_np, NR_ALT, NR_DT);
	struct dma_chan *held[NR_ALT - 1] = { };
	struct platform_device *holder;
	int i, ret = 0;

	if (IS_ERR(c))
		return PTR_ERR(c);
	holder = bench_consumer("dmabench-holder", holder_np);
	if (IS_ERR(holder)) {
		ret = PTR_ERR(holder);
		goto out;
	}
	for (i = 0; i < NR_ALT - 1 && !ret; i++) {
		held[i] = dma_request_chan(&holder->dev, held_names[i]);
		if (IS_ERR(held[i])) {
			ret = PTR_ERR(held[i]);
			held[i] = NULL;
		}
	}
	if (!ret)
		ret = bench_run("dt-alternatives", cons_alt_np, "rx",
				&c[NR_ALT - 1].chan);
	for (i = 0; i < NR_ALT - 1; i++)
		if (held[i])
			dma_release_channel(held[i]);
	platform_device_unregister(holder);
out:
	bench_ctrls_del(c, NR_ALT);
	return ret;
}

/*
 * NR_ENTRIES dma_slave_map entries across NR_MAP providers, the consumer's
 * the very last one; then a name nothing describes.
 */
static int bench_map(void)
{
	struct dma_slave_map *map;
	struct bench_ctrl *c;
	char **names;
	int i, k, p, n, ret = -ENOMEM;

	map = kcalloc(NR_ENTRIES, sizeof(*map), GFP_KERNEL);
	names = kcalloc(NR_ENTRIES, sizeof(*names), GFP_KERNEL);
	c = kcalloc(NR_MAP, sizeof(*c), GFP_KERNEL);
	if (!map || !names || !c)
		goto out;
	for (i = 0; i < NR_ENTRIES - 1; i++) {
		names[i] = kasprintf(GFP_KERNEL, "dmabench-other.%d", i);
		if (!names[i])
			goto out;
		map[i].devname = names[i];
		map[i].slave = "rx";
	}
	map[i].devname = "dmabench-consumer";
	map[i].slave = "rx";

	for (p = 0, i = 0; p < NR_MAP; p++, i += n) {
		n = NR_ENTRIES * (p + 1) / NR_MAP - i;
		for (k = i; k < i + n; k++)
			map[k].param = &c[p].dd;
		ret = bench_ctrl_add(&c[p], 100 + p, NULL, &map[i], n);
		if (ret) {
			bench_ctrls_del(c, p);
			c = NULL;
			goto out;
		}
	}
	ret = bench_run("map-1000-entries", NULL, "rx", &c[NR_MAP - 1].chan);
	if (!ret)
		ret = bench_run("not-described", NULL, "tx", NULL);
	bench_ctrls_del(c, NR_MAP);
	c = NULL;
out:
	kfree(c);
	for (i = 0; names && i < NR_ENTRIES; i++)
		kfree(names[i]);
	kfree(names);
	kfree(map);
	return ret;
}

static int __init dmabench_init(void)
{
	int ret;

	if (!of_root || !iters)
		return -EINVAL;
	ret = platform_driver_register(&bench_driver);
	if (ret)
		return ret;
	ret = bench_build_tree();
	if (!ret)
		ret = bench_dt();
	if (!ret)
		ret = bench_alt();
	if (!ret)
		ret = bench_map();
	if (!cset_applied)
		bench_put_nodes();
	if (cset_applied && of_changeset_revert(&cset))
		pr_err("dmabench: cannot revert the changeset\n");
	else
		of_changeset_destroy(&cset);
	platform_driver_unregister(&bench_driver);
	pr_info("dmabench: %s\n", ret ? "failed" : "done");
	return ret;
}
module_init(dmabench_init);

MODULE_DESCRIPTION("Cost of dma_request_chan() in the lookup scenarios");
MODULE_LICENSE("GPL");
