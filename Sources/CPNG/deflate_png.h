// PNG writing with libdeflate for Shapebook's Render target.
//
// libpng compresses through zlib, which is built for streams; a rendered figure is one buffer in
// memory, and libdeflate (Eric Biggers) compresses whole buffers several times faster than zlib
// at the same level and usually smaller. PNG's framing is simple enough to write here: the
// signature, IHDR, pHYs, one IDAT holding the zlib stream of the filtered rows, IEND, each chunk
// with its CRC-32 (libdeflate's). The same pass un-premultiplies the pixels, drops alpha for
// opaque images and applies one row filter to every row, so the pixels are read once.
#include <libdeflate.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// PNG filter types (the byte that starts each filtered row).
enum { SHAPEBOOK_FILTER_NONE = 0, SHAPEBOOK_FILTER_SUB = 1, SHAPEBOOK_FILTER_UP = 2, SHAPEBOOK_FILTER_PAETH = 4 };

static inline void shapebook_put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

/// Writes one chunk (length, type, data, CRC of type and data) at `out`; returns its size.
static inline size_t shapebook_put_chunk(unsigned char *out, const char type[4], const unsigned char *data, uint32_t length) {
    shapebook_put32(out, length);
    memcpy(out + 4, type, 4);
    if (length) memmove(out + 8, data, length);
    uint32_t crc = libdeflate_crc32(0, out + 4, 4 + (size_t)length);
    shapebook_put32(out + 8 + length, crc);
    return 12 + (size_t)length;
}

/// One row of premultiplied RGBA as straight samples: RGB (alpha dropped) when `channels` is 3,
/// RGBA otherwise, colour divided back by alpha with rounding to nearest.
static inline void shapebook_straight_row(const unsigned char *in, unsigned char *out, uint32_t width, int channels) {
    if (channels == 3) {
        for (uint32_t x = 0; x < width; x++, in += 4, out += 3) {
            out[0] = in[0];
            out[1] = in[1];
            out[2] = in[2];
        }
        return;
    }
    for (uint32_t x = 0; x < width; x++, in += 4, out += channels) {
        unsigned a = in[3];
        if (a == 255 || channels == 3) {
            out[0] = in[0];
            out[1] = in[1];
            out[2] = in[2];
        } else if (a == 0) {
            out[0] = out[1] = out[2] = 0;
        } else {
            for (int c = 0; c < 3; c++) {
                unsigned v = (in[c] * 255u + a / 2) / a;
                out[c] = (unsigned char)(v > 255 ? 255 : v);
            }
        }
        if (channels == 4) out[3] = (unsigned char)a;
    }
}

static inline unsigned char shapebook_paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return (unsigned char)a;
    return (unsigned char)(pb <= pc ? b : c);
}

/// Encodes premultiplied RGBA8 `pixels` as a PNG of `channels` (3: every pixel must be opaque)
/// with a pHYs chunk of `pixels_per_metre`, every row filtered with `filter`, compressed by
/// libdeflate at `level` (1…12). Returns 0 and a malloc'ed buffer in `output`, or −1 when memory
/// runs out.
static inline int shapebook_png_encode_libdeflate(const unsigned char *pixels, int channels, uint32_t width, uint32_t height,
                                                  uint32_t pixels_per_metre, int level, int filter,
                                                  unsigned char **output, size_t *output_size) {
    *output = NULL;
    *output_size = 0;
    size_t stride = (size_t)width * (size_t)channels, row_bytes = stride + 1;
    size_t raw_size = row_bytes * height;
    unsigned char *raw = (unsigned char *)malloc(raw_size);
    unsigned char *rows[2] = {(unsigned char *)malloc(stride), (unsigned char *)malloc(stride)};
    if (!raw || !rows[0] || !rows[1]) {
        free(raw), free(rows[0]), free(rows[1]);
        return -1;
    }
    int bpp = channels;
    for (uint32_t y = 0; y < height; y++) {
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
    free(rows[0]);
    free(rows[1]);

    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level < 1 ? 1 : (level > 12 ? 12 : level));
    if (!compressor) {
        free(raw);
        return -1;
    }
    size_t bound = libdeflate_zlib_compress_bound(compressor, raw_size);
    // Signature 8, IHDR 25, pHYs 21, IDAT 12 + data, IEND 12.
    unsigned char *png = (unsigned char *)malloc(8 + 25 + 21 + 12 + bound + 12);
    if (!png) {
        libdeflate_free_compressor(compressor);
        free(raw);
        return -1;
    }
    static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(png, signature, 8);
    size_t at = 8;
    unsigned char header[13];
    shapebook_put32(header, width);
    shapebook_put32(header + 4, height);
    header[8] = 8;                         // bit depth
    header[9] = channels == 3 ? 2 : 6;     // colour type: RGB or RGBA
    header[10] = header[11] = header[12] = 0;  // deflate, adaptive filtering, no interlace
    at += shapebook_put_chunk(png + at, "IHDR", header, 13);
    unsigned char density[9];
    shapebook_put32(density, pixels_per_metre);
    shapebook_put32(density + 4, pixels_per_metre);
    density[8] = 1;                        // unit: the metre
    at += shapebook_put_chunk(png + at, "pHYs", density, 9);
    // The IDAT data is compressed straight into place, then framed.
    size_t compressed = libdeflate_zlib_compress(compressor, raw, raw_size, png + at + 8, bound);
    libdeflate_free_compressor(compressor);
    free(raw);
    if (compressed == 0 || compressed > 0x7FFFFFFF) {
        free(png);
        return -1;
    }
    at += shapebook_put_chunk(png + at, "IDAT", png + at + 8, (uint32_t)compressed);
    at += shapebook_put_chunk(png + at, "IEND", NULL, 0);
    *output = png;
    *output_size = at;
    return 0;
}
