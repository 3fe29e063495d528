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
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "ifc.h"

#define SLOTS_PER_JOB 128u

struct slot {
	char *path;
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
};

/* Hand back one slot, which is ready; the lock is not held. */
static void hand_back(struct pool *p, struct slot *s)
{
	int rc = p->ops->done(p->ops->arg, s->path, s->err, s->result);

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

static int add_file(const char *path, int err, void *vp)
{
	struct pool *p = vp;
	struct slot *s;
	char *copy = strdup(path);

	if (!copy)
		return -1;
	if (!p->nthreads) {
		struct slot one;

		one.path = copy;
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
	s->err = err;
	s->ready = 0;
	memset(s->result, 0, p->ops->result_size);
	p->tail++;
	if (p->idle)
		pthread_cond_signal(&p->work_cv);
	pthread_mutex_unlock(&p->lock);
	return p->rc;
}

/* Every path of every walk into the pool (or through single). */
static int walk_paths(char *const *paths, int npaths, struct pool *p)
{
	int n, rc = 0;

	for (n = 0; n < npaths && rc == 0; n++)
		rc = files_walk_all(paths[n], add_file, p);
	return rc ? rc : p->rc;
}

int pool_walk(char *const *paths, int npaths, int jobs, const struct pool_ops *ops)
{
	static char *const dot[] = { ".", NULL };
	struct pool p;
	pthread_t *tid = NULL;
	char *results;
	size_t i, size = ops->result_size ? ops->result_size : 1;
	int started = 0, rc;

	if (npaths == 0) {
		paths = dot;
		npaths = 1;
	}
	memset(&p, 0, sizeof(p));
	p.ops = ops;
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
		rc = walk_paths(paths, npaths, &p);
		ops->thread_free(p.single);
	} else {
		rc = walk_paths(paths, npaths, &p);
		pthread_mutex_lock(&p.lock);
		p.finished = 1;
		pthread_cond_broadcast(&p.work_cv);
		pthread_mutex_unlock(&p.lock);
		drain(&p, p.nslots);
		for (i = 0; i < (size_t)started; i++)
			pthread_join(tid[i], NULL);
	}
	pthread_cond_destroy(&p.ready_cv);
	pthread_cond_destroy(&p.work_cv);
	pthread_mutex_destroy(&p.lock);
	free(tid);
	free(p.slot);
	free(results);
	return rc;
}
