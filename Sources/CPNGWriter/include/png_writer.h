// Shapebook's PNG writer, in C: rows un-premultiplied and filtered, compressed by figure deflate
// in horizontal parts on parallel threads (each part but the last ends continuable, so they
// follow one another as one zlib stream), and framed as PNG chunks.
//
// A compiled C target rather than header-only functions in the CPNG system-library module:
// Swift compiles the C it imports from headers with Clang's -Os (Swift's -O maps to it), while
// SwiftPM builds a C target's sources with -O2; the figure encode is about 10% faster so
// (docs/render.md).
#ifndef SHAPEBOOK_PNG_WRITER_H
#define SHAPEBOOK_PNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

enum { SHAPEBOOK_PNG_MAX_PARTS = 16 };

/// One horizontal part of an image being encoded: its rows, compressed on their own.
typedef struct {
    uint32_t y_begin, y_end;
    /// The part's raw deflate data (malloc'ed): a continuable stream for every part but the last.
    unsigned char *compressed;
    size_t compressed_size;
    /// Adler-32 of the part's filtered rows, combined into the zlib trailer.
    uint32_t adler;
    /// 0 once compressed; −1 if memory ran out.
    int status;
} shapebook_png_part;

/// A PNG encode split into parts that separate threads compress at once.
typedef struct {
    const unsigned char *pixels;
    int channels, filter;
    uint32_t width, height;
    /// The filtered rows of the whole image, each part writing its own (from the pool).
    unsigned char *raw;
    size_t raw_capacity;
    int part_count;
    shapebook_png_part parts[SHAPEBOOK_PNG_MAX_PARTS];
} shapebook_png_job;

/// Prepares `job` to encode premultiplied RGBA8 `pixels` as a PNG of `channels` (3: every pixel
/// must be opaque), every row filtered with `filter` (a PNG filter type: 0 none, 1 sub, 2 up,
/// 4 Paeth), compressed by figure deflate in `part_count` (1…16, at most one per row) parts of
/// about equal height.
/// Returns −1 when memory runs out (nothing to release then).
int shapebook_png_job_begin(shapebook_png_job *job, const unsigned char *pixels, int channels, uint32_t width,
                            uint32_t height, int filter, int part_count);

/// Filters and compresses part `index` of `job`. Safe to call for different parts on different
/// threads at once: each writes only its own rows of `raw` and its own `parts` entry.
void shapebook_png_job_run_part(shapebook_png_job *job, int index);

/// Writes the PNG of a job whose parts have all run: signature, IHDR, pHYs of `pixels_per_metre`,
/// one IDAT holding the zlib header, the parts' deflate data in order and the Adler-32 of all rows,
/// and IEND. Returns 0 and a malloc'ed buffer in `output`, or −1 (a part failed, or memory ran
/// out). Releases the job's memory either way.
int shapebook_png_job_finish(shapebook_png_job *job, uint32_t pixels_per_metre, unsigned char **output,
                             size_t *output_size);

/// The scratch memory `shapebook_figure_deflate` needs, in bytes.
size_t shapebook_figure_deflate_scratch_size(void);

/// The most bytes `shapebook_figure_deflate` writes for `size` input bytes.
size_t shapebook_figure_deflate_bound(size_t size);

/// Compresses `size` bytes of PNG rows (`row_bytes` each: a filter byte, then pixels of
/// `bytes_per_pixel` bytes) into raw deflate at `out`, which has `shapebook_figure_deflate_bound(size)`
/// bytes. When `final` is 0 the stream ends continuable: no block is final, and it ends with an
/// empty stored block on a byte boundary (zlib's sync flush), so another stream's blocks may follow.
/// `vector_scan` 0 looks for matches at every byte one by one (the path of targets without SSE2;
/// the output is the same). `scratch` has `shapebook_figure_deflate_scratch_size()` bytes, 4-byte aligned.
/// Returns the size written.
size_t shapebook_figure_deflate(const unsigned char *data, size_t size, size_t row_bytes, int bytes_per_pixel,
                                int final, int vector_scan, unsigned char *out, void *scratch);

#endif
