/* Handles across fork (segpager.h, "Handles"): a pager is not carried into
 * a forked child. While one thread steps a pager (so its lock is held at
 * most forks) and another creates and destroys pagers (so the registry's
 * lock often is), the main thread forks FORKS times. Each child, under
 * alarm(): every call on the parent's pager, destroy included, is
 * SEGPAGER_E_HANDLE with a message saying "used after fork" (0.8.0 hung
 * there for ever, on the lock of a thread the child does not have); then
 * it creates, steps and destroys its own pager, and the first child's
 * child refuses the child's pager in turn. Then REGISTRY_FORKS children
 * only make their own pagers (0.8.0 hung in about one in 50, on the
 * registry's lock). The parent checks that every child exited 0 before its
 * alarm, and that its own pager still steps. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "segpager.h"
#include "check.h"
#include "fixtures.h"

#ifndef FORKS
#define FORKS 20 /* children that use the parent's pager */
#endif
#ifndef REGISTRY_FORKS
#define REGISTRY_FORKS 200 /* children that make their own only */
#endif
#ifndef CHILD_SECONDS
#define CHILD_SECONDS 20 /* a child that hangs is killed by SIGALRM */
#endif
#define BATCH 16 /* events a step: the pager's lock is held most of the time */

static int64_t ids[6] = {1, 2, 3, 4, 5, 6};
static segpager_pager *shared_pager;
static pthread_mutex_t progress_mutex = PTHREAD_MUTEX_INITIALIZER;
static long steps_done, step_failures, churn_failures;
static int stop; /* set once by main: the threads end */

static int stopping(void) {
    int value;
    pthread_mutex_lock(&progress_mutex);
    value = stop;
    pthread_mutex_unlock(&progress_mutex);
    return value;
}

static void *stepper(void *arg) {
    sp_steps steps;
    segpager_frame frame;
    segpager_event events[BATCH];
    double t = 0;
    int k;
    (void)arg;
    sp_steps_init(&steps);
    while (!stopping()) {
        for (k = 0; k < BATCH; ++k) {
            t += 1.0 / 240;
            events[k] = k == 0 ? sp_tab_tapped(t, (int32_t)((long)(t * 7) % 6)) : sp_tick(t);
        }
        k = sp_step_into(shared_pager, events, BATCH, &frame, &steps);
        pthread_mutex_lock(&progress_mutex);
        ++steps_done;
        if (k != SEGPAGER_OK && k != SEGPAGER_TRUNCATED) ++step_failures;
        pthread_mutex_unlock(&progress_mutex);
    }
    return NULL;
}

static void *churner(void *arg) {
    segpager_pager_configuration config;
    (void)arg;
    sp_config_init(&config, 375);
    while (!stopping()) {
        segpager_pager *pager = NULL;
        if (segpager_pager_create(&config, &pager) != SEGPAGER_OK ||
            segpager_pager_destroy(pager) != SEGPAGER_OK) {
            pthread_mutex_lock(&progress_mutex);
            ++churn_failures;
            pthread_mutex_unlock(&progress_mutex);
        }
    }
    return NULL;
}

/* The last error names `function`, the pager argument, and says why. */
static int says_used_after_fork(const char *function) {
    const char *message = segpager_last_error_message();
    size_t n = strlen(function);
    return strncmp(message, function, n) == 0 && strncmp(message + n, ": pager: ", 9) == 0 &&
           strstr(message, "used after fork") != NULL;
}

#define CHECK_FORKED(call, function)                                                    \
    do {                                                                                \
        CHECK_STATUS(call, SEGPAGER_E_HANDLE);                                          \
        CHECK(says_used_after_fork(function));                                          \
        if (!says_used_after_fork(function))                                            \
            fprintf(stderr, "  the message: \"%s\"\n", segpager_last_error_message()); \
    } while (0)

/* A child's (or grandchild's) own pager: created, stepped, destroyed. */
static void own_pager_works(void) {
    segpager_pager_configuration config;
    segpager_pager *pager = NULL;
    segpager_frame frame;
    sp_steps steps;
    segpager_event e;
    int k;
    sp_config_init(&config, 375);
    sp_steps_init(&steps);
    CHECK_STATUS(sp_pager_open(&config, ids, NULL, 6, &pager), SEGPAGER_OK);
    e = sp_tab_tapped(0, 3);
    CHECK_STATUS(sp_step_into(pager, &e, 1, &frame, &steps), SEGPAGER_OK);
    for (k = 1; k <= 120; ++k) {
        e = sp_tick(k / 60.0);
        CHECK_STATUS(sp_step_into(pager, &e, 1, &frame, &steps), SEGPAGER_OK);
    }
    CHECK(frame.selected_index == 3);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
    /* the child's own dead handle is an ordinary dead handle */
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_E_HANDLE);
    CHECK(strstr(segpager_last_error_message(), "after fork") == NULL);
}

/* Waits for `child`: it must exit 0 (a hang ends in its SIGALRM). */
static void child_exits_zero(pid_t child, const char *who) {
    int status = 0;
    CHECK(waitpid(child, &status, 0) == child);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    if (WIFSIGNALED(status))
        fprintf(stderr, "%s: killed by signal %d%s\n", who, WTERMSIG(status),
                WTERMSIG(status) == SIGALRM ? " (it hung: its alarm went off)" : "");
}

/* What a child does: refuse the parent's pager (and fork a grandchild that
 * refuses the child's), or only make its own pagers. */
enum { PARENTS_PAGER = 1, GRANDCHILD = 2 };

/* In the child: every call on the parent's pager is refused, then its own
 * pagers work, and its own pager is refused in its child. */
static int child(int what) {
    const int failures = check_failures; /* the parent's, copied */
    segpager_item_metrics item;
    segpager_frame frame;
    sp_steps steps;
    segpager_event e = sp_tick(1e6);
    size_t count = 0;
    alarm(CHILD_SECONDS);
    memset(&item, 0, sizeof item);
    item.content_width = 40;
    sp_steps_init(&steps);
    if (what & PARENTS_PAGER) {
        CHECK_FORKED(sp_step_into(shared_pager, &e, 1, &frame, &steps), "segpager_pager_step_into");
        CHECK_FORKED(segpager_pager_step(shared_pager, &e, 1, &frame, NULL, 0, NULL, 0, NULL, 0),
                     "segpager_pager_step");
        CHECK_FORKED(segpager_pager_get_items(shared_pager, NULL, NULL, 0, &count), "segpager_pager_get_items");
        CHECK_FORKED(segpager_pager_insert_item(shared_pager, 0, 99, &item), "segpager_pager_insert_item");
        /* destroy too: it frees nothing the parent's threads might hold */
        CHECK_FORKED(segpager_pager_destroy(shared_pager), "segpager_pager_destroy");
        CHECK_FORKED(segpager_pager_destroy(shared_pager), "segpager_pager_destroy");
    }
    own_pager_works();
    if (what & GRANDCHILD) {
        /* the child's own pager, in a grandchild: refused in turn */
        segpager_pager_configuration config;
        segpager_pager *mine = NULL;
        pid_t grandchild;
        sp_config_init(&config, 375);
        CHECK_STATUS(sp_pager_open(&config, ids, NULL, 6, &mine), SEGPAGER_OK);
        grandchild = fork();
        if (grandchild == 0) {
            alarm(CHILD_SECONDS);
            CHECK_FORKED(segpager_pager_get_items(mine, NULL, NULL, 0, &count), "segpager_pager_get_items");
            CHECK_FORKED(segpager_pager_get_items(shared_pager, NULL, NULL, 0, &count), "segpager_pager_get_items");
            own_pager_works();
            _exit(check_failures == failures ? 0 : 1);
        }
        CHECK(grandchild > 0);
        if (grandchild > 0) child_exits_zero(grandchild, "a grandchild");
        /* still the child's own */
        CHECK_STATUS(sp_step_into(mine, &e, 1, &frame, &steps), SEGPAGER_OK);
        CHECK_STATUS(segpager_pager_destroy(mine), SEGPAGER_OK);
    }
    return check_failures == failures ? 0 : 1;
}

/* Forks `count` children that do `what`, each after the stepper has made
 * some steps since the last fork (so that one is likely under way). */
static void fork_children(int count, int what) {
    static long seen;
    int k;
    for (k = 0; k < count; ++k) {
        pid_t pid;
        for (;;) {
            long done;
            pthread_mutex_lock(&progress_mutex);
            done = steps_done;
            pthread_mutex_unlock(&progress_mutex);
            if (done >= seen + 10) {
                seen = done;
                break;
            }
            sched_yield();
        }
        pid = fork();
        if (pid == 0) _exit(child(k == 0 ? what : what & ~GRANDCHILD));
        CHECK(pid > 0);
        if (pid > 0) child_exits_zero(pid, "a child");
    }
}

int main(void) {
    segpager_pager_configuration config;
    pthread_t threads[2];
    segpager_frame frame;
    sp_steps steps;
    segpager_event e;
    sp_config_init(&config, 375);
    CHECK_STATUS(sp_pager_open(&config, ids, NULL, 6, &shared_pager), SEGPAGER_OK);
    CHECK(pthread_create(&threads[0], NULL, stepper, NULL) == 0);
    CHECK(pthread_create(&threads[1], NULL, churner, NULL) == 0);
    fork_children(FORKS, PARENTS_PAGER | GRANDCHILD);
    /* children that only make their own pagers (the registry's lock) */
    fork_children(REGISTRY_FORKS, 0);
    pthread_mutex_lock(&progress_mutex);
    stop = 1;
    pthread_mutex_unlock(&progress_mutex);
    CHECK(pthread_join(threads[0], NULL) == 0);
    CHECK(pthread_join(threads[1], NULL) == 0);
    CHECK(step_failures == 0);
    CHECK(churn_failures == 0);
    /* the parent's pager is still its own */
    sp_steps_init(&steps);
    e = sp_tick(1e6);
    CHECK_STATUS(sp_step_into(shared_pager, &e, 1, &frame, &steps), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(shared_pager), SEGPAGER_OK);
    return check_report("fork");
}
