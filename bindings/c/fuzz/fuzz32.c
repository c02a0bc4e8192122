/* fuzz32.c: fuzz_segpager.c's harness on the web door's 32-bit build.
 *
 * libFuzzer runs the harness on the native library, where Swift's Int is
 * 64 bits. The web door (`make wasm`) compiles the same Swift for wasm32,
 * where Int is 32 bits: a Double converted to Int, or an Int sum, that fits
 * in 64 bits may not fit in 32, and Swift traps (the page's module dies
 * with "RuntimeError: unreachable"). No native run can find those. This
 * driver links the harness with the wasm32 objects of the web build and
 * wasi-libc, and node runs it under WASI (bindings/c/fuzz/fuzz32.mjs):
 *
 *   fuzz32 replay PATH...              each file once (the corpora)
 *   fuzz32 mutate SEED SECONDS PATH... the files, then mutations of them
 *                                      for SECONDS, from SEED
 *
 * A PATH is a file or a folder, whose files are read in name order (the
 * runner passes the corpus folders, not thousands of arguments). Each
 * file keeps only its own bytes: at 4 KB a file, the 8,000 files of a
 * local corpus grown by long fuzz runs made some 35 MB of module memory,
 * and node 20 then crashed (SIGSEGV) at exit, after "no trap", failing
 * the run; with the files at their size the module stays near 5 MB.
 *
 * There is no coverage guidance here: the mutations start from the
 * corpus the native fuzzer grew, which already reaches deep into the
 * pager, and bias numbers toward the values that overflow 32 bits. A trap
 * ends the instance; the runner then reads the input being run through
 * fuzz32_input and fuzz32_input_size, and saves it.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_INPUT 4096
#define MAX_FILES 20000

static uint8_t input[MAX_INPUT];
static size_t input_size;

/* The input being run, for the runner to save after a trap. */
__attribute__((export_name("fuzz32_input"))) uint8_t *fuzz32_input(void) { return input; }
__attribute__((export_name("fuzz32_input_size"))) size_t fuzz32_input_size(void) { return input_size; }

static uint8_t *corpus[MAX_FILES];
static size_t corpus_size[MAX_FILES];
static size_t corpus_count;

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint32_t next(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 32);
}
static size_t below(size_t n) { return n ? next() % n : 0; }

static void run(void) { LLVMFuzzerTestOneInput(input, input_size); }

static int load(const char *path) {
    FILE *f = fopen(path, "rb");
    uint8_t *bytes;
    size_t n;
    if (!f) {
        fprintf(stderr, "fuzz32: cannot open %s\n", path);
        return -1;
    }
    bytes = malloc(MAX_INPUT);
    n = bytes ? fread(bytes, 1, MAX_INPUT, f) : 0;
    fclose(f);
    if (!bytes) return -1;
    if (n < MAX_INPUT) { /* keep only the file's bytes */
        uint8_t *fitted = realloc(bytes, n ? n : 1);
        if (fitted) bytes = fitted;
    }
    if (corpus_count < MAX_FILES) {
        corpus[corpus_count] = bytes;
        corpus_size[corpus_count++] = n;
    } else {
        free(bytes);
    }
    return 0;
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A file, or each file of a folder in name order (names that start with
 * a dot are skipped). */
static int load_path(const char *path) {
    DIR *dir = opendir(path);
    char **names = NULL;
    size_t count = 0, room = 0, k;
    struct dirent *entry;
    int status = 0;
    if (!dir) return load(path);
    while ((entry = readdir(dir)) != NULL) {
        size_t length = strlen(path) + strlen(entry->d_name) + 2;
        char *name;
        if (entry->d_name[0] == '.') continue;
        if (count == room) {
            char **grown = realloc(names, (room = room ? 2 * room : 256) * sizeof *names);
            if (!grown) break;
            names = grown;
        }
        name = malloc(length);
        if (!name) break;
        snprintf(name, length, "%s/%s", path, entry->d_name);
        names[count++] = name;
    }
    closedir(dir);
    qsort(names, count, sizeof *names, by_name);
    for (k = 0; k < count; ++k) {
        if (status == 0) status = load(names[k]);
        free(names[k]);
    }
    free(names);
    return status;
}

/* A double whose bits the harness's real() reads as raw (mode 200..249):
 * numbers past 2^31, the point where 32-bit Ints overflow. */
static void put_big_double(uint8_t *at, size_t room) {
    static const double big[] = {2147483648.0, -2147483649.0, 4294967296.0, 1e10, -1e10, 1e11, 1e12,
                                 -1e12, 999999999999.0, 5e8, 1e9, 3e9, 1e15, 9.2e18, 1e19};
    double v = big[below(sizeof big / sizeof big[0])];
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    if (room < 9) return;
    at[0] = (uint8_t)(200 + below(50));
    for (int k = 0; k < 8; ++k) at[1 + k] = (uint8_t)(bits >> (8 * k));
}

/* One to four random edits of `input`. */
static void mutate(void) {
    int edits = 1 + (int)below(4);
    for (int e = 0; e < edits; ++e) {
        size_t at = below(input_size + 1);
        switch (below(8)) {
        case 0: /* a byte anew */
            if (input_size) input[below(input_size)] = (uint8_t)next();
            break;
        case 1: /* a byte near its old value */
            if (input_size) input[at % input_size] += (uint8_t)(below(9) - 4);
            break;
        case 2: /* a byte inserted */
            if (input_size < MAX_INPUT) {
                memmove(input + at + 1, input + at, input_size - at);
                input[at] = (uint8_t)next();
                ++input_size;
            }
            break;
        case 3: /* a run removed */
            if (input_size) {
                size_t n = 1 + below(input_size - at < 16 ? input_size - at + 1 : 16);
                if (at + n > input_size) n = input_size - at;
                memmove(input + at, input + at + n, input_size - at - n);
                input_size -= n;
            }
            break;
        case 4: /* a run of another input spliced in */
            if (corpus_count) {
                size_t k = below(corpus_count), from = below(corpus_size[k] + 1);
                size_t n = below(corpus_size[k] - from + 1);
                if (n > MAX_INPUT - input_size) n = MAX_INPUT - input_size;
                memmove(input + at + n, input + at, input_size - at);
                memcpy(input + at, corpus[k] + from, n);
                input_size += n;
            }
            break;
        case 5: /* a number past 2^31 */
            if (input_size >= 9) put_big_double(input + below(input_size - 8), 9);
            break;
        case 6: /* a number the harness reads from its table made a far one
                 * (table entries 13 to 19: +-1e6, 1e12, +-1e300, +-DBL_MAX) */
            if (input_size) input[below(input_size)] = (uint8_t)(13 + below(7));
            break;
        default: /* an extreme byte: the harness's INT32 and size modes */
            if (input_size) input[below(input_size)] = (uint8_t)(240 + below(16));
            break;
        }
    }
}

int main(int argc, char **argv) {
    int mutating = argc >= 4 && strcmp(argv[1], "mutate") == 0;
    int first = mutating ? 4 : 2;
    unsigned long runs = 0;
    if (argc < 2 || (!mutating && strcmp(argv[1], "replay") != 0)) {
        fprintf(stderr, "usage: fuzz32 replay PATH... | fuzz32 mutate SEED SECONDS PATH...\n");
        return 2;
    }
    for (int i = first; i < argc; ++i) {
        if (load_path(argv[i]) != 0) return 2;
    }
    for (size_t k = 0; k < corpus_count; ++k) {
        memcpy(input, corpus[k], corpus_size[k]);
        input_size = corpus_size[k];
        run();
        ++runs;
    }
    if (mutating) {
        double seconds = atof(argv[3]);
        time_t start = time(NULL);
        rng ^= strtoull(argv[2], NULL, 10) * 0x2545f4914f6cdd1du;
        if (rng == 0) rng = 1;
        while (difftime(time(NULL), start) < seconds) {
            size_t k = below(corpus_count);
            input_size = corpus_count ? corpus_size[k] : 0;
            if (input_size) memcpy(input, corpus[k], input_size);
            mutate();
            run();
            ++runs;
        }
    }
    printf("fuzz32: %lu inputs run (%zu from files), no trap\n", runs, corpus_count);
    return 0;
}
