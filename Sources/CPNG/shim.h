// libpng, zlib and libdeflate for Shapebook's Render target: libpng decodes PNGs and encodes the
// images SVGs embed (figures are written by the CPNGWriter target).
//
// libpng reports errors by longjmp, which must never cross Swift frames. So every libpng call
// happens inside the two C functions below, each of which sets its own setjmp target, and the
// error and warning callbacks only copy the message and jump back into C. Swift sees plain
// return codes and an error message buffer.
#include <png.h>
/* zlib's crc32 checksums the chunks of animated PNGs (Render/APNGWriter.swift). */
#include <zlib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* libdeflate: the tests inflate figure deflate's streams with its decompressor. */
#include <libdeflate.h>
#include "prefetch.h"

#define SHAPEBOOK_PNG_MESSAGE_SIZE 256

/// Growable output buffer for png_set_write_fn.
typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
} shapebook_png_buffer;

/// Input cursor for png_set_read_fn.
typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
} shapebook_png_source;

static void shapebook_png_error(png_structp png, png_const_charp message) {
    char *buffer = (char *)png_get_error_ptr(png);
    if (buffer) {
        strncpy(buffer, message ? message : "libpng error", SHAPEBOOK_PNG_MESSAGE_SIZE - 1);
        buffer[SHAPEBOOK_PNG_MESSAGE_SIZE - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void shapebook_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void shapebook_png_write(png_structp png, png_bytep bytes, png_size_t length) {
    shapebook_png_buffer *buffer = (shapebook_png_buffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
        if (!grown) png_error(png, "out of memory while writing a PNG");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void shapebook_png_flush(png_structp png) { (void)png; }

static void shapebook_png_read(png_structp png, png_bytep bytes, png_size_t length) {
    shapebook_png_source *source = (shapebook_png_source *)png_get_io_ptr(png);
    if (length > source->size - source->offset) png_error(png, "the PNG data ends early");
    memcpy(bytes, source->data + source->offset, length);
    source->offset += length;
}

/// Encodes straight-alpha RGBA8 rows (width * 4 bytes each), or RGB8 rows (width * 3 bytes)
/// when `channels` is 3, as a PNG with a pHYs chunk.
/// `strategy` is a zlib strategy (Z_FILTERED, Z_RLE, …) or -1 for libpng's choice.
/// On success returns 0 and a malloc'ed buffer the caller frees; on failure returns -1 with
/// the message in `message` (SHAPEBOOK_PNG_MESSAGE_SIZE bytes).
static inline int shapebook_png_encode(const unsigned char *rgba, int channels, unsigned int width, unsigned int height,
                                       unsigned int pixels_per_metre, int compression_level, int filters,
                                       int strategy, unsigned char **output, size_t *output_size, char *message) {
    *output = NULL;
    *output_size = 0;
    message[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, shapebook_png_error,
                                              shapebook_png_warning);
    if (!png) {
        strcpy(message, "libpng could not start a writer");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    shapebook_png_buffer buffer = {NULL, 0, 0};
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!message[0]) strcpy(message, "libpng could not start a writer");
        png_destroy_write_struct(&png, &info);
        free(buffer.data);
        return -1;
    }
    png_set_write_fn(png, &buffer, shapebook_png_write, shapebook_png_flush);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    if (strategy >= 0) png_set_compression_strategy(png, strategy);
    /* Larger IDAT chunks: fewer calls into zlib's flush and the CRC per chunk. */
    png_set_compression_buffer_size(png, 1 << 17);
    png_set_IHDR(png, info, width, height, 8, channels == 3 ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_pHYs(png, info, pixels_per_metre, pixels_per_metre, PNG_RESOLUTION_METER);
    png_write_info(png, info);
    for (unsigned int row = 0; row < height; row++) {
        png_write_row(png, rgba + (size_t)row * width * (channels == 3 ? 3 : 4));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *output = buffer.data;
    *output_size = buffer.size;
    return 0;
}

/// Decodes any PNG into straight-alpha RGBA8, with its pHYs density (0 when absent).
/// On success returns 0 and a malloc'ed buffer of width * height * 4 bytes the caller frees.
static inline int shapebook_png_decode(const unsigned char *data, size_t size, unsigned int *width,
                                       unsigned int *height, unsigned char **rgba,
                                       unsigned int *pixels_per_metre_x, unsigned int *pixels_per_metre_y,
                                       int *has_physical_size, char *message) {
    *rgba = NULL;
    *width = *height = 0;
    *pixels_per_metre_x = *pixels_per_metre_y = 0;
    *has_physical_size = 0;
    message[0] = 0;
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        strcpy(message, "the data is not a PNG (its signature is missing)");
        return -1;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, message, shapebook_png_error,
                                             shapebook_png_warning);
    if (!png) {
        strcpy(message, "libpng could not start a reader");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    shapebook_png_source source = {data, size, 0};
    unsigned char *volatile pixels = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!message[0]) strcpy(message, "libpng could not start a reader");
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        return -1;
    }
    png_set_read_fn(png, &source, shapebook_png_read);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if ((size_t)w * h > (size_t)1 << 28) png_error(png, "the PNG is too large to decode");
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected PNG row layout");
    pixels = (unsigned char *)malloc((size_t)w * h * 4 + 1);
    if (!pixels) png_error(png, "out of memory while decoding a PNG");
    png_bytep *rows = (png_bytep *)png_malloc(png, sizeof(png_bytep) * (h ? h : 1));
    for (png_uint_32 row = 0; row < h; row++) rows[row] = pixels + (size_t)row * w * 4;
    png_read_image(png, rows);
    png_free(png, rows);
    png_read_end(png, NULL);
    png_uint_32 x_density = 0, y_density = 0;
    int unit = 0;
    if (png_get_pHYs(png, info, &x_density, &y_density, &unit)) {
        *pixels_per_metre_x = x_density;
        *pixels_per_metre_y = y_density;
        *has_physical_size = unit == PNG_RESOLUTION_METER ? 1 : 0;
    }
    png_destroy_read_struct(&png, &info, NULL);
    *width = w;
    *height = h;
    *rgba = pixels;
    return 0;
}
