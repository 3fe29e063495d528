// SPDX-License-Identifier: MIT OR GPL-2.0-only
/*
 * tools/pool.c - the files of a walk, worked on by N threads, handed back in
 * walk order.
 *
 * The calling thread walks (files.c, sorted order) and puts each path in a
 * ring of slots; the worker threads take the slots in that order and run
 * ops->work() on each; the calling thread runs ops->done() on the slots in
 * the same order again, as each one is ready. So whatever done() prints
 * comes out exactly as it would from one thread, whatever the number of
 * threads and however long each file takes. The ring holds a bounded
 * number of slots (SLOTS_PER_JOB per thread, a path and a small result
 * each): a slow file makes the walk wait, it never makes the memory grow.
 * When the ring is full the calling thread waits for half of it and hands
 * that half back at once: one wake-up per batch rather than per file, and
 * half a ring of work queued for the threads meanwhile. With one job no
 * thread is started: work() and done() run in turn on the calling thread.
 *
 * pool_walk_split() lists the walk (directories only: no file is read)
 * while the threads work on the files of a first phase (scan: the
 * headers, whose shims the other files use) as the walk finds them; then
 * it calls between(), and runs the ring over the rest. Each first-phase
 * result waits in memory and is handed back just before the next file of
 * the walk, so done() sees every file in walk order still.
 */
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ifc.h"

#define SLOTS_PER_JOB 128u

struct slot {
	char *path;
	size_t idx;		/* its place in the walk (pool_walk_split()) */
	int err;		/* from the walk: the path could not be read */
	int ready;		/* work() has run (or had nothing to do) */
	void *result;		/* ops->result_size bytes */
};

struct pool {
	const struct pool_ops *ops;
	struct slot *slot;
	size_t nslots;
	size_t head, taken, tail;	/* next to hand back, to work on, to fill */
	size_t want;		/* the calling thread waits for [head, want) */
	int waiting;		/* ... and it is waiting */
	int idle;		/* workers waiting for a slot to work on */
	int finished;		/* the walk is over */
	int rc;			/* first non-zero return of done() */
	pthread_mutex_t lock;
	pthread_cond_t work_cv, ready_cv;
	int nthreads;		/* started; 0: all on the calling thread */
	void *single;		/* the thread state then */
	struct held *held;	/* pool_walk_split(): the first phase's files */
};

/* The files of pool_walk_split()'s first phase, worked on already: each is
 * handed back just before the first file of the second phase that follows
 * it in the walk. */
struct held {
	char **path;		/* walk order */
	size_t *idx;		/* their places in the walk */
	char *results;		/* n results of ops->result_size bytes */
	size_t n, next;		/* how many; the next to hand back */
	size_t size;
};

/* Hand back the held files that come before walk index idx. */
static void hand_back_held(struct pool *p, size_t idx)
{
	struct held *h = p->held;

	for (; h && h->next < h->n && h->idx[h->next] < idx; h->next++) {
		int rc = p->ops->done(p->ops->arg, h->path[h->next], 0,
				      h->results + h->next * h->size);

		if (rc && !p->rc)
			p->rc = rc;
	}
}

/* Hand back one slot, which is ready; the lock is not held. */
static void hand_back(struct pool *p, struct slot *s)
{
	int rc;

	hand_back_held(p, s->idx);
	rc = p->ops->done(p->ops->arg, s->path, s->err, s->result);
	if (rc && !p->rc)
		p->rc = rc;
	free(s->path);
	s->path = NULL;
}

/* Are the slots [head, want) all ready? (lock held) */
static int wanted_ready(const struct pool *p)
{
	size_t i;

	for (i = p->head; i < p->want; i++)
		if (!p->slot[i % p->nslots].ready)
			return 0;
	return 1;
}

static void *worker(void *vp)
{
	struct pool *p = vp;
	void *state = p->ops->thread_new(p->ops->arg);

	pthread_mutex_lock(&p->lock);
	for (;;) {
		struct slot *s;

		while (p->taken == p->tail && !p->finished) {
			p->idle++;
			pthread_cond_wait(&p->work_cv, &p->lock);
			p->idle--;
		}
		if (p->taken == p->tail)
			break;
		s = &p->slot[p->taken++ % p->nslots];
		if (!s->err) {
			pthread_mutex_unlock(&p->lock);
			p->ops->work(state, s->path, s->result);
			pthread_mutex_lock(&p->lock);
		}
		s->ready = 1;
		/* wake the calling thread once its whole batch is ready, not
		 * for every file */
		if (p->waiting && wanted_ready(p))
			pthread_cond_signal(&p->ready_cv);
	}
	pthread_mutex_unlock(&p->lock);
	p->ops->thread_free(state);
	return NULL;
}

/* Wait until the slots [head, head + n) are ready (n: at most what is
 * filled), then hand back every ready slot at the head, in order. */
static void drain(struct pool *p, size_t n)
{
	size_t ready, i;

	pthread_mutex_lock(&p->lock);
	p->want = p->head + (n < p->tail - p->head ? n : p->tail - p->head);
	while (!wanted_ready(p)) {
		p->waiting = 1;
		pthread_cond_wait(&p->ready_cv, &p->lock);
	}
	p->waiting = 0;
	for (ready = 0; p->head + ready < p->tail && p->slot[(p->head + ready) % p->nslots].ready;)
		ready++;
	pthread_mutex_unlock(&p->lock);
	/* workers do not touch a ready slot: no lock needed to read them */
	for (i = 0; i < ready; i++)
		hand_back(p, &p->slot[(p->head + i) % p->nslots]);
	pthread_mutex_lock(&p->lock);
	p->head += ready;
	pthread_mutex_unlock(&p->lock);
}

/* One file into the ring (or through single): path is the pool's now. */
static int add_entry(struct pool *p, char *copy, int err, size_t idx)
{
	struct slot *s;

	if (!p->nthreads) {
		struct slot one;

		one.path = copy;
		one.idx = idx;
		one.err = err;
		one.result = p->slot[0].result;
		memset(one.result, 0, p->ops->result_size);
		if (!err)
			p->ops->work(p->single, copy, one.result);
		hand_back(p, &one);
		return p->rc;
	}
	/* the ring is full: wait for half of it, and hand that back at once */
	if (p->tail - p->head == p->nslots)
		drain(p, p->nslots / 2);
	pthread_mutex_lock(&p->lock);
	s = &p->slot[p->tail % p->nslots];
	s->path = copy;
	s->idx = idx;
	s->err = err;
	s->ready = 0;
	memset(s->result, 0, p->ops->result_size);
	p->tail++;
	if (p->idle)
		pthread_cond_signal(&p->work_cv);
	pthread_mutex_unlock(&p->lock);
	return p->rc;
}

struct walk_feed {
	struct pool *p;
	size_t n;		/* files walked */
};

static int add_file(const char *path, int err, void *vw)
{
	struct walk_feed *w = vw;
	char *copy = strdup(path);

	if (!copy)
		return -1;
	return add_entry(w->p, copy, err, w->n++);
}

/* What feeds the ring: the walk of paths, or a list walked before. */
struct feed {
	char *const *paths;	/* pool_walk(): walk these */
	int npaths;
	char **list;		/* pool_walk_split(): these, but the held ones */
	const int *err;
	const unsigned char *held;
	size_t nlist;
};

static int feed(struct pool *p, const struct feed *f)
{
	struct walk_feed w = { p, 0 };
	size_t i;
	int n, rc = 0;

	for (n = 0; n < f->npaths && rc == 0; n++)
		rc = files_walk_all(f->paths[n], add_file, &w);
	for (i = 0; i < f->nlist && rc == 0; i++) {
		char *copy;

		if (f->held[i])
			continue;
		if (!(copy = strdup(f->list[i])))
			return -1;
		rc = add_entry(p, copy, f->err[i], i);
	}
	return rc ? rc : p->rc;
}

/* The ring and its threads over what f gives; then the held files left. */
static int pool_run(int jobs, const struct pool_ops *ops, struct held *held, const struct feed *f)
{
	struct pool p;
	pthread_t *tid = NULL;
	char *results;
	size_t i, size = ops->result_size ? ops->result_size : 1;
	int started = 0, rc;

	memset(&p, 0, sizeof(p));
	p.ops = ops;
	p.held = held;
	p.nslots = jobs > 1 ? SLOTS_PER_JOB * (size_t)jobs : 1;
	p.slot = calloc(p.nslots, sizeof(*p.slot));
	results = calloc(p.nslots, size);
	if (jobs > 1 && p.slot && results)
		tid = calloc((size_t)jobs, sizeof(*tid));
	if (!p.slot || !results || (jobs > 1 && !tid)) {
		free(p.slot);
		free(results);
		errno = ENOMEM;
		return -1;
	}
	for (i = 0; i < p.nslots; i++)
		p.slot[i].result = results + i * size;
	pthread_mutex_init(&p.lock, NULL);
	pthread_cond_init(&p.work_cv, NULL);
	pthread_cond_init(&p.ready_cv, NULL);
	for (; started < jobs && jobs > 1; started++)
		if (pthread_create(&tid[started], NULL, worker, &p))
			break;
	p.nthreads = started;
	if (started == 0) {
		/* one job, or no thread could start: all on this thread */
		p.single = ops->thread_new(ops->arg);
		rc = feed(&p, f);
		ops->thread_free(p.single);
	} else {
		rc = feed(&p, f);
		pthread_mutex_lock(&p.lock);
		p.finished = 1;
		pthread_cond_broadcast(&p.work_cv);
		pthread_mutex_unlock(&p.lock);
		drain(&p, p.nslots);
		for (i = 0; i < (size_t)started; i++)
			pthread_join(tid[i], NULL);
	}
	if (rc == 0)
		hand_back_held(&p, SIZE_MAX);
	if (rc == 0)
		rc = p.rc;
	pthread_cond_destroy(&p.ready_cv);
	pthread_cond_destroy(&p.work_cv);
	pthread_mutex_destroy(&p.lock);
	free(tid);
	free(p.slot);
	free(results);
	return rc;
}

int pool_walk(char *const *paths, int npaths, int jobs, const struct pool_ops *ops)
{
	static char *const dot[] = { ".", NULL };
	struct feed f = { npaths ? paths : dot, npaths ? npaths : 1, NULL, NULL, NULL, 0 };

	return pool_run(jobs, ops, NULL, &f);
}

/* ----------------------------------------------------- pool_walk_split() */

/* The first phase: the files split->first() takes, worked on by the
 * threads while the walk that finds them goes on (in any order), each
 * into a result of its own until the phase is over. */
struct first {
	const struct pool_ops *ops;
	size_t size;		/* a result's bytes */
	char **path;		/* walk order */
	size_t *idx;		/* their places in the walk */
	void **res;
	size_t n, next;		/* found so far; the next to work on */
	size_t pcap, icap, rcap;
	int walked;		/* the walk is over: no more will come */
	pthread_mutex_t lock;
	pthread_cond_t more;
};

static void *first_worker(void *vf)
{
	struct first *f = vf;
	void *state = f->ops->thread_new(f->ops->arg);

	pthread_mutex_lock(&f->lock);
	for (;;) {
		char *path;
		void *res;

		while (f->next == f->n && !f->walked)
			pthread_cond_wait(&f->more, &f->lock);
		if (f->next == f->n)
			break;
		path = f->path[f->next];
		res = f->res[f->next++];
		pthread_mutex_unlock(&f->lock);
		f->ops->work(state, path, res);
		pthread_mutex_lock(&f->lock);
	}
	pthread_mutex_unlock(&f->lock);
	f->ops->thread_free(state);
	return NULL;
}

/* The walk, listed: every path, its error, and whether it is held. */
struct list {
	char **path;
	int *err;
	unsigned char *mark;	/* held: worked on in the first phase */
	size_t n, cap, ecap, mcap;
	const struct pool_split *split;
	struct first *f;
};

/* A held file: to the first phase's threads at once. 0, or -1 when out of
 * memory. */
static int hold(struct first *f, char *path, size_t idx)
{
	void *res = calloc(1, f->size);
	int rc = -1;

	if (!res)
		return -1;
	pthread_mutex_lock(&f->lock);
	if (!GROW(f->path, f->n, f->pcap, 256) && !GROW(f->idx, f->n, f->icap, 256) &&
	    !GROW(f->res, f->n, f->rcap, 256)) {
		f->path[f->n] = path;
		f->idx[f->n] = idx;
		f->res[f->n++] = res;
		pthread_cond_signal(&f->more);
		rc = 0;
	}
	pthread_mutex_unlock(&f->lock);
	if (rc)
		free(res);
	return rc;
}

static int collect(const char *path, int err, void *vl)
{
	struct list *l = vl;
	char *copy;

	if (GROW(l->path, l->n, l->cap, 1024) || GROW(l->err, l->n, l->ecap, 1024) ||
	    GROW(l->mark, l->n, l->mcap, 1024) || !(copy = strdup(path)))
		return -1;
	l->path[l->n] = copy;
	l->err[l->n] = err;
	l->mark[l->n] = !err && l->split->first(copy);
	if (l->mark[l->n] && hold(l->f, copy, l->n)) {
		free(copy);
		return -1;
	}
	l->n++;
	return 0;
}

/* The walk of paths into l, with jobs threads working on the held files
 * as the walk finds them (the walk is mostly system calls: the threads
 * need not wait for its end); then the rest of them. The results, in walk
 * order, into h. 0, or -1 when out of memory. */
static int walk_first(char *const *paths, int npaths, int jobs, struct list *l,
		      struct first *f, struct held *h)
{
	pthread_t tid[256];
	int n, i, started = 0, rc = 0;
	size_t k;

	for (; jobs > 1 && started < jobs && started < 256; started++)
		if (pthread_create(&tid[started], NULL, first_worker, f))
			break;
	for (n = 0; n < npaths && rc == 0; n++)
		rc = files_walk_all(paths[n], collect, l);
	pthread_mutex_lock(&f->lock);
	f->walked = 1;
	pthread_cond_broadcast(&f->more);
	pthread_mutex_unlock(&f->lock);
	if (started == 0)
		first_worker(f);	/* one job, or no thread: all here */
	for (i = 0; i < started; i++)
		pthread_join(tid[i], NULL);
	h->size = f->size;
	h->path = f->path;
	h->idx = f->idx;
	h->n = f->n;
	f->path = NULL;
	f->idx = NULL;
	h->results = malloc(f->n ? f->n * f->size : 1);
	for (k = 0; k < f->n; k++) {
		if (h->results)
			memcpy(h->results + k * f->size, f->res[k], f->size);
		free(f->res[k]);
	}
	free(f->res);
	if (rc || !h->results) {
		/* collect() fails for nothing else. What work() put in the
		 * results of the headers done so far is not freed: pool_ops
		 * has no way to, and the command stops with an error */
		errno = ENOMEM;
		return -1;
	}
	return 0;
}

int pool_walk_split(char *const *paths, int npaths, int jobs, const struct pool_ops *ops,
		    const struct pool_split *split)
{
	static char *const dot[] = { ".", NULL };
	struct first f;
	struct list l;
	struct held h = { NULL, NULL, NULL, 0, 0, 0 };
	size_t i;
	int rc;

	memset(&f, 0, sizeof(f));
	memset(&l, 0, sizeof(l));
	f.ops = ops;
	f.size = ops->result_size ? ops->result_size : 1;
	pthread_mutex_init(&f.lock, NULL);
	pthread_cond_init(&f.more, NULL);
	l.split = split;
	l.f = &f;
	if (npaths == 0) {
		paths = dot;
		npaths = 1;
	}
	rc = walk_first(paths, npaths, jobs, &l, &f, &h);
	pthread_cond_destroy(&f.more);
	pthread_mutex_destroy(&f.lock);
	if (rc == 0)
		rc = split->between(ops->arg, h.path, h.results, h.n);
	if (rc == 0) {
		struct feed fd = { NULL, 0, l.path, l.err, l.mark, l.n };

		rc = pool_run(jobs, ops, &h, &fd);
	}
	for (i = 0; i < l.n; i++)
		free(l.path[i]);
	free(l.path);
	free(l.err);
	free(l.mark);
	free(h.path);
	free(h.idx);
	free(h.results);
	return rc;
}
