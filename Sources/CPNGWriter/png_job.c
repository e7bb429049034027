// PNG writing for Shapebook's Render target: filtering, compression in parallel parts, chunks.
//
// A rendered figure is one buffer in memory, and PNG's framing is simple enough to write here:
// the signature, IHDR, pHYs, one IDAT holding the zlib stream of the filtered rows, IEND, each
// chunk with its CRC-32 (libdeflate's, vectorised like its Adler-32). The same pass
// un-premultiplies the pixels, drops alpha for opaque images and applies one row filter to every
// row, so the pixels are read once. The rows are compressed by figure deflate
// (figure_deflate.c), which tries only the distances at which a rendered figure's pixels repeat
// and writes continuable parts itself, so parts compressed on parallel threads simply follow one
// another in the IDAT.
#include <libdeflate.h>
#include <zlib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "png_writer.h"

// Bits and pixels are stored through 64-bit words in memory order, which is deflate's and PNG's
// byte order only on a little-endian machine.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "CPNGWriter assumes a little-endian target"
#endif

/// PNG filter types (the byte that starts each filtered row).
enum { SHAPEBOOK_FILTER_NONE = 0, SHAPEBOOK_FILTER_SUB = 1, SHAPEBOOK_FILTER_UP = 2, SHAPEBOOK_FILTER_PAETH = 4 };

static void shapebook_put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

/// Writes one chunk (length, type, data, CRC of type and data) at `out`; returns its size.
static size_t shapebook_put_chunk(unsigned char *out, const char type[4], const unsigned char *data, uint32_t length) {
    shapebook_put32(out, length);
    memcpy(out + 4, type, 4);
    if (length) memmove(out + 8, data, length);
    uint32_t crc = libdeflate_crc32(0, out + 4, 4 + (size_t)length);
    shapebook_put32(out + 8 + length, crc);
    return 12 + (size_t)length;
}

/// `count` premultiplied RGBA pixels as straight RGBA, colour divided back by alpha with rounding
/// to nearest.
static void shapebook_straight_pixels(const unsigned char *in, unsigned char *out, uint32_t count) {
    for (uint32_t x = 0; x < count; x++, in += 4, out += 4) {
        unsigned a = in[3];
        if (a == 255) {
            memcpy(out, in, 4);
            continue;
        }
        for (int c = 0; c < 3; c++) {
            unsigned v = a == 0 ? 0 : (in[c] * 255u + a / 2) / a;
            out[c] = (unsigned char)(v > 255 ? 255 : v);
        }
        out[3] = (unsigned char)a;
    }
}

/// One row of premultiplied RGBA as straight samples: RGB (alpha dropped) when `channels` is 3,
/// RGBA otherwise, colour divided back by alpha with rounding to nearest.
static void shapebook_straight_row(const unsigned char *in, unsigned char *out, uint32_t width, int channels) {
    if (channels == 3) {
        for (uint32_t x = 0; x < width; x++, in += 4, out += 3) {
            out[0] = in[0];
            out[1] = in[1];
            out[2] = in[2];
        }
        return;
    }
    uint32_t x = 0;
    // Four pixels at a time where all are opaque or all fully transparent (most of a figure):
    // those are already straight, as premultiplied colour under alpha 0 is 0.
    const uint64_t alpha_bytes = 0xFF000000FF000000ull;
    for (; x + 4 <= width; x += 4, in += 16, out += 16) {
        uint64_t low, high;
        memcpy(&low, in, 8);
        memcpy(&high, in + 8, 8);
        if (((low & high & alpha_bytes) == alpha_bytes) || (low | high) == 0) {
            memcpy(out, in, 16);
            continue;
        }
        shapebook_straight_pixels(in, out, 4);
    }
    shapebook_straight_pixels(in, out, width - x);
}

static unsigned char shapebook_paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return (unsigned char)a;
    return (unsigned char)(pb <= pc ? b : c);
}

/// Writes the filtered rows `y_begin..<y_end` of the image into `raw` (each row its filter byte
/// and `width × channels` samples, at its place in the whole image's row sequence).
static void shapebook_png_filter_rows(const unsigned char *pixels, int channels, uint32_t width, int filter,
                                      uint32_t y_begin, uint32_t y_end, unsigned char *raw,
                                      unsigned char *scratch_current, unsigned char *scratch_previous) {
    size_t stride = (size_t)width * (size_t)channels, row_bytes = stride + 1;
    int bpp = channels;
    unsigned char *rows[2] = {scratch_current, scratch_previous};
    // UP and PAETH read the row above: a part that starts below the first row makes it first.
    if (filter != SHAPEBOOK_FILTER_NONE && y_begin > 0) {
        shapebook_straight_row(pixels + (size_t)(y_begin - 1) * width * 4, rows[(y_begin - 1) & 1], width, channels);
    }
    for (uint32_t y = y_begin; y < y_end; y++) {
        unsigned char *out = raw + (size_t)y * row_bytes;
        if (filter == SHAPEBOOK_FILTER_NONE) {
            // Unfiltered rows go straight into place.
            out[0] = SHAPEBOOK_FILTER_NONE;
            shapebook_straight_row(pixels + (size_t)y * width * 4, out + 1, width, channels);
            continue;
        }
        unsigned char *current = rows[y & 1], *previous = rows[(y & 1) ^ 1];
        shapebook_straight_row(pixels + (size_t)y * width * 4, current, width, channels);
        // The first row has no row above: PNG takes it as zeros, so UP is NONE and PAETH is SUB.
        int kind = filter;
        if (y == 0 && kind == SHAPEBOOK_FILTER_UP) kind = SHAPEBOOK_FILTER_NONE;
        if (y == 0 && kind == SHAPEBOOK_FILTER_PAETH) kind = SHAPEBOOK_FILTER_SUB;
        out[0] = (unsigned char)kind;
        out++;
        switch (kind) {
        case SHAPEBOOK_FILTER_SUB:
            memcpy(out, current, (size_t)bpp);
            for (size_t i = (size_t)bpp; i < stride; i++) out[i] = (unsigned char)(current[i] - current[i - bpp]);
            break;
        case SHAPEBOOK_FILTER_UP:
            for (size_t i = 0; i < stride; i++) out[i] = (unsigned char)(current[i] - previous[i]);
            break;
        case SHAPEBOOK_FILTER_PAETH:
            for (size_t i = 0; i < (size_t)bpp; i++) out[i] = (unsigned char)(current[i] - previous[i]);
            for (size_t i = (size_t)bpp; i < stride; i++)
                out[i] = (unsigned char)(current[i] - shapebook_paeth(current[i - bpp], previous[i], previous[i - bpp]));
            break;
        default:
            memcpy(out, current, stride);
        }
    }
}

/// Row buffers kept between encodes, so that a figure's encode does not map fresh memory and take
/// a page fault per 4 KiB page (the filtered rows of a 600×600 figure are 1.4 MB). Each slot
/// holds one buffer and is taken and given back with an atomic exchange, so any thread may use
/// it; when every slot is busy the caller allocates as before.
enum { SHAPEBOOK_POOL_SLOTS = 4, SHAPEBOOK_POOLED_RAW_MAX = 8 << 20 };

typedef struct {
    unsigned char *buffer;
    size_t capacity;
} shapebook_pooled_buffer;

/// The pool's slots: one set per process, shared by every encode.
typedef struct {
    shapebook_pooled_buffer *raw[SHAPEBOOK_POOL_SLOTS];
} shapebook_pools;

static shapebook_pools *shapebook_png_pools(void) {
    static shapebook_pools pools;
    return &pools;
}

/// A buffer of at least `size` bytes: a pooled one if one is free and large enough, else new.
/// `*capacity` receives its size, for `shapebook_raw_release`.
static unsigned char *shapebook_raw_acquire(size_t size, size_t *capacity) {
    for (int slot = 0; slot < SHAPEBOOK_POOL_SLOTS; slot++) {
        shapebook_pooled_buffer *pooled = __atomic_exchange_n(&shapebook_png_pools()->raw[slot], NULL, __ATOMIC_ACQ_REL);
        if (!pooled) continue;
        if (pooled->capacity >= size) {
            unsigned char *buffer = pooled->buffer;
            *capacity = pooled->capacity;
            free(pooled);
            return buffer;
        }
        free(pooled->buffer);
        free(pooled);
    }
    *capacity = size;
    return (unsigned char *)malloc(size);
}

/// Gives `buffer` back to the pool (buffers over 8 MB, or when every slot is full, are freed).
static void shapebook_raw_release(unsigned char *buffer, size_t capacity) {
    if (!buffer) return;
    if (capacity <= SHAPEBOOK_POOLED_RAW_MAX) {
        shapebook_pooled_buffer *pooled = (shapebook_pooled_buffer *)malloc(sizeof *pooled);
        if (pooled) {
            pooled->buffer = buffer;
            pooled->capacity = capacity;
            for (int slot = 0; slot < SHAPEBOOK_POOL_SLOTS; slot++) {
                shapebook_pooled_buffer *expected = NULL;
                if (__atomic_compare_exchange_n(&shapebook_png_pools()->raw[slot], &expected, pooled, 0, __ATOMIC_ACQ_REL,
                                                __ATOMIC_ACQUIRE)) {
                    return;
                }
            }
            free(pooled);
        }
    }
    free(buffer);
}

// Documented in include/png_writer.h.
int shapebook_png_job_begin(shapebook_png_job *job, const unsigned char *pixels, int channels, uint32_t width,
                            uint32_t height, int filter, int part_count) {
    memset(job, 0, sizeof *job);
    if (part_count < 1) part_count = 1;
    if (part_count > SHAPEBOOK_PNG_MAX_PARTS) part_count = SHAPEBOOK_PNG_MAX_PARTS;
    if ((uint32_t)part_count > height) part_count = (int)height;
    job->pixels = pixels;
    job->channels = channels;
    job->filter = filter;
    job->width = width;
    job->height = height;
    job->part_count = part_count;
    job->raw = shapebook_raw_acquire(((size_t)width * (size_t)channels + 1) * height, &job->raw_capacity);
    if (!job->raw) return -1;
    for (int index = 0; index < part_count; index++) {
        job->parts[index].y_begin = (uint32_t)((uint64_t)height * (uint64_t)index / (uint64_t)part_count);
        job->parts[index].y_end = (uint32_t)((uint64_t)height * (uint64_t)(index + 1) / (uint64_t)part_count);
        job->parts[index].status = -1;
    }
    return 0;
}

// Documented in include/png_writer.h.
void shapebook_png_job_run_part(shapebook_png_job *job, int index) {
    shapebook_png_part *part = &job->parts[index];
    size_t stride = (size_t)job->width * (size_t)job->channels, row_bytes = stride + 1;
    unsigned char *scratch = (unsigned char *)malloc(2 * stride);
    if (!scratch) return;
    shapebook_png_filter_rows(job->pixels, job->channels, job->width, job->filter, part->y_begin, part->y_end, job->raw,
                              scratch, scratch + stride);
    free(scratch);
    const unsigned char *rows = job->raw + (size_t)part->y_begin * row_bytes;
    size_t size = (size_t)(part->y_end - part->y_begin) * row_bytes;
    part->adler = (uint32_t)libdeflate_adler32(1, rows, size);
    int is_last = index == job->part_count - 1;
    part->compressed = (unsigned char *)malloc(shapebook_figure_deflate_bound(size));
    void *deflate_scratch = malloc(shapebook_figure_deflate_scratch_size());
    if (part->compressed && deflate_scratch) {
        part->compressed_size =
            shapebook_figure_deflate(rows, size, row_bytes, job->channels, is_last, 1, part->compressed, deflate_scratch);
        part->status = 0;
    }
    free(deflate_scratch);
}

/// Frees what `job` holds.
static void shapebook_png_job_end(shapebook_png_job *job) {
    for (int index = 0; index < job->part_count; index++) {
        free(job->parts[index].compressed);
        job->parts[index].compressed = NULL;
    }
    shapebook_raw_release(job->raw, job->raw_capacity);
    job->raw = NULL;
}

/// The zlib header (RFC 1950 §2.2): deflate with a 32 KB window, FLEVEL 0 ("fastest": figure
/// deflate is a fast, greedy compressor), and the check bits that make it a multiple of 31.
static const unsigned char shapebook_zlib_header[2] = {0x78, 0x01};

// Documented in include/png_writer.h.
int shapebook_png_job_finish(shapebook_png_job *job, uint32_t pixels_per_metre,
                             unsigned char **output, size_t *output_size) {
    *output = NULL;
    *output_size = 0;
    size_t data_size = 2 + 4;
    uint32_t adler = 1;
    size_t row_bytes = (size_t)job->width * (size_t)job->channels + 1;
    for (int index = 0; index < job->part_count; index++) {
        const shapebook_png_part *part = &job->parts[index];
        if (part->status != 0) {
            shapebook_png_job_end(job);
            return -1;
        }
        data_size += part->compressed_size;
        adler = index == 0 ? part->adler
                           : (uint32_t)adler32_combine(adler, part->adler, (z_off_t)((size_t)(part->y_end - part->y_begin) * row_bytes));
    }
    // Signature 8, IHDR 25, pHYs 21, IDAT 12 + data, IEND 12.
    unsigned char *png = data_size > 0x7FFFFFFF ? NULL : (unsigned char *)malloc(8 + 25 + 21 + 12 + data_size + 12);
    if (!png) {
        shapebook_png_job_end(job);
        return -1;
    }
    static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(png, signature, 8);
    size_t at = 8;
    unsigned char header[13];
    shapebook_put32(header, job->width);
    shapebook_put32(header + 4, job->height);
    header[8] = 8;                              // bit depth
    header[9] = job->channels == 3 ? 2 : 6;     // colour type: RGB or RGBA
    header[10] = header[11] = header[12] = 0;   // deflate, adaptive filtering, no interlace
    at += shapebook_put_chunk(png + at, "IHDR", header, 13);
    unsigned char density[9];
    shapebook_put32(density, pixels_per_metre);
    shapebook_put32(density + 4, pixels_per_metre);
    density[8] = 1;                             // unit: the metre
    at += shapebook_put_chunk(png + at, "pHYs", density, 9);
    // The IDAT data is assembled in place, then framed.
    unsigned char *data = png + at + 8;
    memcpy(data, shapebook_zlib_header, 2);
    size_t filled = 2;
    for (int index = 0; index < job->part_count; index++) {
        memcpy(data + filled, job->parts[index].compressed, job->parts[index].compressed_size);
        filled += job->parts[index].compressed_size;
    }
    shapebook_put32(data + filled, adler);
    at += shapebook_put_chunk(png + at, "IDAT", data, (uint32_t)data_size);
    at += shapebook_put_chunk(png + at, "IEND", NULL, 0);
    shapebook_png_job_end(job);
    *output = png;
    *output_size = at;
    return 0;
}
