/*
 * The transport's limit: a minimal HTTP server on libmicrohttpd in its best measured mode
 * (epoll, an internal pool of one thread per core, 32 KiB connection memory), doing only
 * what any server must: it reads each request body to its end into a buffer and answers
 * `GET /healthz` with {"status":"ok"} and anything else with the bytes of a file, with the
 * same header fields ScrollFX sends (Content-Type, X-Request-Id). scripts/bench-http runs it
 * beside ScrollFX, answering ScrollFX's own answer, so their ratio is ScrollFX's overhead.
 *
 * With BUSY_NS it also computes for that many nanoseconds before each answer (a chain of
 * multiply-adds calibrated at start, no memory touched): scripts/bench-budget runs it so to
 * show what ratio a server reaches that needs that much work of its own per request.
 *
 *   limit PORT ANSWER_FILE [BUSY_NS]      serves until SIGTERM or SIGINT
 */
#include <arpa/inet.h>
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static char *answer;
static size_t answer_length;
static const char health[] = "{\"status\":\"ok\"}";
/* Multiply-adds before each answer (BUSY_NS worth), and where their result goes so they are not optimised away. */
static unsigned long busy_steps;
static volatile unsigned long busy_sink;

static void busy(unsigned long steps) {
    unsigned long x = 1;
    for (unsigned long i = 0; i < steps; i++) x = x * 6364136223846793005UL + 1442695040888963407UL;
    busy_sink = x;
}

/* The steps that take about `nanoseconds` on this machine: the best of five timed runs of ten million. */
static unsigned long calibrate(double nanoseconds) {
    double best = 0;
    for (int run = 0; run < 5; run++) {
        struct timespec start, end;
        clock_gettime(CLOCK_MONOTONIC, &start);
        busy(10000000UL);
        clock_gettime(CLOCK_MONOTONIC, &end);
        double elapsed = (double)(end.tv_sec - start.tv_sec) * 1e9 + (double)(end.tv_nsec - start.tv_nsec);
        if (best == 0 || elapsed < best) best = elapsed;
    }
    return (unsigned long)(nanoseconds * 10000000.0 / best);
}

/* The body read so far of one request. */
struct upload {
    char *bytes;
    size_t length;
};

static enum MHD_Result respond(struct MHD_Connection *connection, const char *body, size_t length) {
    if (busy_steps > 0) busy(busy_steps);
    struct MHD_Response *response = MHD_create_response_from_buffer(length, (void *)body, MHD_RESPMEM_PERSISTENT);
    MHD_add_response_header(response, "Content-Type", "application/json");
    MHD_add_response_header(response, "X-Request-Id", "0123456789abcdef");
    enum MHD_Result queued = MHD_queue_response(connection, 200, response);
    MHD_destroy_response(response);
    return queued;
}

static enum MHD_Result handle(void *context, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *data, size_t *data_size, void **request) {
    (void)context; (void)method; (void)version;
    struct upload *upload = *request;
    if (upload == NULL) {
        /* First call: only the head has arrived. Answering now would break keep-alive. */
        *request = calloc(1, sizeof(struct upload));
        return *request ? MHD_YES : MHD_NO;
    }
    if (*data_size > 0) {
        char *grown = realloc(upload->bytes, upload->length + *data_size);
        if (grown == NULL) return MHD_NO;
        memcpy(grown + upload->length, data, *data_size);
        upload->bytes = grown;
        upload->length += *data_size;
        *data_size = 0;
        return MHD_YES;
    }
    if (strcmp(url, "/healthz") == 0) return respond(connection, health, sizeof health - 1);
    return respond(connection, answer, answer_length);
}

static void completed(void *context, struct MHD_Connection *connection, void **request, enum MHD_RequestTerminationCode code) {
    (void)context; (void)connection; (void)code;
    struct upload *upload = *request;
    if (upload) {
        free(upload->bytes);
        free(upload);
        *request = NULL;
    }
}

int main(int argc, char **argv) {
    if (argc != 3 && argc != 4) {
        fprintf(stderr, "usage: limit PORT ANSWER_FILE [BUSY_NS]\n");
        return 64;
    }
    double busy_ns = argc == 4 ? atof(argv[3]) : 0;
    if (busy_ns < 0 || busy_ns > 1e9) { fprintf(stderr, "limit: BUSY_NS must be 0 to 1e9\n"); return 64; }
    if (busy_ns > 0) busy_steps = calibrate(busy_ns);
    FILE *file = fopen(argv[2], "rb");
    if (file == NULL) { perror(argv[2]); return 66; }
    fseek(file, 0, SEEK_END);
    answer_length = (size_t)ftell(file);
    rewind(file);
    answer = malloc(answer_length);
    if (answer == NULL || fread(answer, 1, answer_length, file) != answer_length) { perror(argv[2]); return 66; }
    fclose(file);

    /* SIGTERM and SIGINT are taken by this thread alone (blocked before the workers start, which inherit the mask),
       with sigwait: a handler could run on any worker and leave this thread waiting. */
    sigset_t stops;
    sigemptyset(&stops);
    sigaddset(&stops, SIGTERM);
    sigaddset(&stops, SIGINT);
    pthread_sigmask(SIG_BLOCK, &stops, NULL);

    struct sockaddr_in loopback = {.sin_family = AF_INET, .sin_port = htons((uint16_t)atoi(argv[1]))};
    inet_pton(AF_INET, "127.0.0.1", &loopback.sin_addr);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL, (uint16_t)atoi(argv[1]), NULL, NULL, handle, NULL,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&loopback,
        MHD_OPTION_THREAD_POOL_SIZE, (unsigned int)(cores > 0 ? cores : 1),
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)32768,
        MHD_OPTION_CONNECTION_LIMIT, 1000u,
        MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
        MHD_OPTION_END);
    if (daemon == NULL) { fprintf(stderr, "limit: cannot listen on port %s\n", argv[1]); return 69; }
    printf("limit: listening on 127.0.0.1:%s, answering %zu bytes, %lu busy steps\n", argv[1], answer_length, busy_steps);
    fflush(stdout);
    int received;
    while (sigwait(&stops, &received) != 0) {}
    MHD_stop_daemon(daemon);
    free(answer);
    return 0;
}
