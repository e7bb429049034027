// A deflate compressor made for the PNG rows of rendered figures.
//
// A figure is flat colour, anti-aliased edges and smooth gradients. The bytes that repeat are
// whole pixels, and they repeat from the pixels just to the left or from the row above: a
// gradient's rows are the row above with its contours moved a pixel or two sideways. A general
// compressor (zlib, libdeflate) hashes every byte position to find a match at any distance in the
// 32 KiB window. This one tries only those few distances (`fd_candidates`), finding the positions
// where any of them matches 13 positions at a time (SSE2 compares), so that runs of literals cost
// little; where none does, a small hash of earlier literal positions catches symmetric and
// repeated shapes (`fd_hash_match`). The matching is greedy; the output is ordinary deflate
// (RFC 1951) in dynamic-Huffman blocks that any inflater reads.
//
// On the benchmark's typical figure (600×600 RGBA, a radial gradient under 16 stars) this takes
// about 0.7× the time of libdeflate's fastest level at 16% fewer bytes, and 0.45× the time of
// its level 4 at 10% more; over the test catalogue's figures about 0.3× the fastest level's time
// (docs/render.md). On noise-like images, where no near distance repeats, a general compressor
// does better.
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "png_writer.h"

// Bits and pixels are stored through 64-bit words in memory order, which is deflate's and PNG's
// byte order only on a little-endian machine.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "CPNGWriter assumes a little-endian target"
#endif
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum {
    /// Symbols (literals and matches) per block: each block gets Huffman codes of its own, so a
    /// figure's empty margins and its gradients are coded apart.
    FD_BLOCK_ITEMS = 1 << 15,
    FD_LITLEN_SYMBOLS = 286,
    FD_DIST_SYMBOLS = 30,
    FD_CODELEN_SYMBOLS = 19,
    /// Shorter matches cost about as many bits as their literals.
    FD_MIN_MATCH = 4,
    FD_MAX_MATCH = 258,
    FD_WINDOW = 32768,
    /// A match this long is taken without trying the other distances.
    FD_GOOD_MATCH = 64,
    /// The seven near distances, and the last distance the hash table found.
    FD_MAX_CANDIDATES = 8,
    /// Slots in the hash table of earlier literal positions (2^14: 64 KiB, within L2).
    FD_HASH_BITS = 14,
    /// Earlier positions kept per slot, the most recent first.
    FD_HASH_WAYS = 2,
};

/// A parsed symbol: a literal byte, or (bit 31 set) a match with length − 3 in bits 0–7 and
/// distance − 1 in bits 8–22.
typedef uint32_t fd_item;

/// RFC 1951 §3.2.5's length and distance codes, as lookup tables.
typedef struct {
    /// The length symbol (257…285) and its extra bits for each length − 3.
    uint16_t length_symbol[256];
    uint8_t length_extra_bits[256];
    uint16_t length_base[29];
    /// The distance symbol for distance − 1 below 512, and for (distance − 1) >> 7 above.
    uint8_t distance_symbol_small[512];
    uint8_t distance_symbol_large[256];
    uint16_t distance_base[30];
    uint8_t distance_extra_bits[30];
} fd_tables;

static fd_tables fd_shared_tables;
static pthread_once_t fd_tables_once = PTHREAD_ONCE_INIT;

/// Fills `fd_shared_tables` (once per process, through `fd_get_tables`).
static void fd_build_tables(void) {
    static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                             35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
    static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                             3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    static const uint16_t distance_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                               257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                               8193, 12289, 16385, 24577};
    static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                               7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
    fd_tables *built = &fd_shared_tables;
    memset(built, 0, sizeof *built);
    for (int symbol = 0; symbol < 28; symbol++) {
        int first = length_base[symbol] - 3, end = first + (1 << length_extra[symbol]);
        for (int value = first; value < end && value < 255; value++) {
            built->length_symbol[value] = (uint16_t)(257 + symbol);
            built->length_extra_bits[value] = length_extra[symbol];
        }
    }
    // Length 258 has a symbol of its own (285), not 284 with all extra bits set.
    built->length_symbol[255] = 285;
    for (int symbol = 0; symbol < 29; symbol++) built->length_base[symbol] = length_base[symbol];
    for (int symbol = 0; symbol < 30; symbol++) {
        built->distance_base[symbol] = distance_base[symbol];
        built->distance_extra_bits[symbol] = distance_extra[symbol];
        uint32_t first = distance_base[symbol] - 1u, end = first + (1u << distance_extra[symbol]);
        for (uint32_t value = first; value < end; value++) {
            if (value < 512) built->distance_symbol_small[value] = (uint8_t)symbol;
            else built->distance_symbol_large[value >> 7] = (uint8_t)symbol;
        }
    }
}

/// The tables, built on first use.
static const fd_tables *fd_get_tables(void) {
    pthread_once(&fd_tables_once, fd_build_tables);
    return &fd_shared_tables;
}

static unsigned fd_distance_symbol(const fd_tables *tables, uint32_t distance_minus_one) {
    return distance_minus_one < 512 ? tables->distance_symbol_small[distance_minus_one]
                                    : tables->distance_symbol_large[distance_minus_one >> 7];
}

/// Bits written least-significant first, as deflate packs them.
typedef struct {
    uint64_t bits;
    unsigned count;
    unsigned char *out;
} fd_bit_writer;

/// Appends the low `count` (≤ 32) bits of `value`. The output has room for the worst case.
static void fd_put_bits(fd_bit_writer *writer, uint64_t value, unsigned count) {
    writer->bits |= value << writer->count;
    writer->count += count;
    if (writer->count >= 32) {
        uint32_t low = (uint32_t)writer->bits;
        memcpy(writer->out, &low, 4);  // deflate is little-endian; so is every target we build for
        writer->out += 4;
        writer->bits >>= 32;
        writer->count -= 32;
    }
}

/// Writes out the bits still held, padding the last byte with zeros.
static void fd_flush_bytes(fd_bit_writer *writer) {
    while (writer->count > 0) {
        *writer->out++ = (unsigned char)writer->bits;
        writer->bits >>= 8;
        writer->count = writer->count >= 8 ? writer->count - 8 : 0;
    }
    writer->bits = 0;
}

/// Huffman code lengths of at most `max_length` bits for `count` (≤ 286) symbols with
/// frequencies `freq`; a symbol of frequency 0 gets length 0. At least two symbols must occur.
static void fd_code_lengths(const uint32_t *freq, int count, int max_length, uint8_t *lengths) {
    // The symbols that occur, by frequency.
    int order[FD_LITLEN_SYMBOLS], leaves = 0;
    for (int symbol = 0; symbol < count; symbol++) {
        lengths[symbol] = 0;
        if (freq[symbol]) order[leaves++] = symbol;
    }
    // Shell sort (Ciura's gaps) of frequency-and-symbol keys: a few hundred symbols at most.
    uint64_t keys[FD_LITLEN_SYMBOLS];
    for (int i = 0; i < leaves; i++) keys[i] = ((uint64_t)freq[order[i]] << 16) | (uint64_t)order[i];
    static const int gaps[] = {132, 57, 23, 10, 4, 1};
    for (int g = 0; g < 6; g++) {
        int gap = gaps[g];
        for (int i = gap; i < leaves; i++) {
            uint64_t key = keys[i];
            int j = i;
            for (; j >= gap && keys[j - gap] > key; j -= gap) keys[j] = keys[j - gap];
            keys[j] = key;
        }
    }
    for (int i = 0; i < leaves; i++) order[i] = (int)(keys[i] & 0xFFFF);
    // Huffman's merge with two queues: the sorted leaves, and the internal nodes, which are made
    // in order of weight; the two lightest are always at the queues' fronts.
    uint64_t weight[2 * FD_LITLEN_SYMBOLS];
    int parent[2 * FD_LITLEN_SYMBOLS], depth[2 * FD_LITLEN_SYMBOLS];
    for (int i = 0; i < leaves; i++) weight[i] = freq[order[i]];
    int next_leaf = 0, next_node = leaves, node_end = leaves;
    for (int made = 0; made < leaves - 1; made++) {
        int pick[2];
        for (int k = 0; k < 2; k++) {
            int take_leaf = next_leaf < leaves && (next_node >= node_end || weight[next_leaf] <= weight[next_node]);
            pick[k] = take_leaf ? next_leaf++ : next_node++;
        }
        weight[node_end] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = node_end;
        node_end++;
    }
    // Depths from the root (the last node made) down: every parent comes after its children.
    depth[node_end - 1] = 0;
    for (int node = node_end - 2; node >= 0; node--) depth[node] = depth[parent[node]] + 1;
    // Leaves per depth, the ones deeper than the limit moved up to it; then Kraft's sum is
    // brought back to one by moving a code from the limit up and splitting a shorter one (the
    // heuristic zlib's and miniz's encoders use). The result is a complete prefix code.
    int per_length[FD_LITLEN_SYMBOLS + 1] = {0};
    for (int i = 0; i < leaves; i++) per_length[depth[i] > max_length ? max_length : depth[i]]++;
    uint64_t kraft = 0;
    for (int length = 1; length <= max_length; length++) kraft += (uint64_t)per_length[length] << (max_length - length);
    while (kraft > (1ull << max_length)) {
        per_length[max_length]--;
        for (int length = max_length - 1; length > 0; length--) {
            if (per_length[length]) {
                per_length[length]--;
                per_length[length + 1] += 2;
                break;
            }
        }
        kraft--;
    }
    // The least frequent symbols (first in `order`) take the longest codes.
    int next = 0;
    for (int length = max_length; length > 0; length--) {
        for (int n = 0; n < per_length[length]; n++) lengths[order[next++]] = (uint8_t)length;
    }
}

/// The canonical codes (RFC 1951 §3.2.2) of `lengths`, bit-reversed for least-significant-first output.
static void fd_canonical_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    int per_length[16] = {0};
    for (int symbol = 0; symbol < count; symbol++) per_length[lengths[symbol]]++;
    per_length[0] = 0;
    uint32_t next[16] = {0}, code = 0;
    for (int length = 1; length < 16; length++) {
        code = (code + (uint32_t)per_length[length - 1]) << 1;
        next[length] = code;
    }
    for (int symbol = 0; symbol < count; symbol++) {
        int length = lengths[symbol];
        uint32_t value = length ? next[length]++ : 0, reversed = 0;
        for (int bit = 0; bit < length; bit++) reversed |= ((value >> bit) & 1u) << (length - 1 - bit);
        codes[symbol] = (uint16_t)reversed;
    }
}

/// Gives symbols a frequency of one until at least two occur: a code of a single symbol is
/// incomplete, which inflaters accept only in special cases.
static void fd_at_least_two(uint32_t *freq, int count) {
    int used = 0;
    for (int symbol = 0; symbol < count; symbol++) used += freq[symbol] != 0;
    for (int symbol = 0; symbol < count && used < 2; symbol++) {
        if (!freq[symbol]) {
            freq[symbol] = 1;
            used++;
        }
    }
}

/// The frequencies of a block's symbols, counted while parsing.
typedef struct {
    uint32_t litlen[FD_LITLEN_SYMBOLS];
    uint32_t dist[FD_DIST_SYMBOLS];
} fd_histogram;

/// Writes the header of a dynamic-Huffman block: the code lengths of both codes, themselves
/// run-length coded (16: repeat the previous 3–6 times, 17: 3–10 zeros, 18: 11–138 zeros) and
/// Huffman coded (RFC 1951 §3.2.7).
static void fd_write_block_header(fd_bit_writer *writer, const uint8_t *lengths, int final) {
    int hlit = FD_LITLEN_SYMBOLS, hdist = FD_DIST_SYMBOLS;
    while (hlit > 257 && !lengths[hlit - 1]) hlit--;
    while (hdist > 1 && !lengths[FD_LITLEN_SYMBOLS + hdist - 1]) hdist--;
    uint8_t sequence[FD_LITLEN_SYMBOLS + FD_DIST_SYMBOLS];
    int sequence_length = 0;
    for (int i = 0; i < hlit; i++) sequence[sequence_length++] = lengths[i];
    for (int i = 0; i < hdist; i++) sequence[sequence_length++] = lengths[FD_LITLEN_SYMBOLS + i];
    uint8_t rle_symbol[FD_LITLEN_SYMBOLS + FD_DIST_SYMBOLS], rle_extra[FD_LITLEN_SYMBOLS + FD_DIST_SYMBOLS];
    int rle_count = 0;
    uint32_t codelen_freq[FD_CODELEN_SYMBOLS] = {0};
    for (int i = 0; i < sequence_length;) {
        int value = sequence[i], run = 1;
        while (i + run < sequence_length && sequence[i + run] == value) run++;
        int used = 1;
        if (value == 0 && run >= 11) {
            used = run > 138 ? 138 : run;
            rle_symbol[rle_count] = 18;
            rle_extra[rle_count++] = (uint8_t)(used - 11);
        } else if (value == 0 && run >= 3) {
            used = run;
            rle_symbol[rle_count] = 17;
            rle_extra[rle_count++] = (uint8_t)(used - 3);
        } else if (value != 0 && run >= 4) {
            // The length once, then 16 for three to six repeats of it.
            rle_symbol[rle_count] = (uint8_t)value;
            rle_extra[rle_count++] = 0;
            codelen_freq[value]++;
            int repeats = run - 1 > 6 ? 6 : run - 1;
            rle_symbol[rle_count] = 16;
            rle_extra[rle_count++] = (uint8_t)(repeats - 3);
            used = repeats + 1;
        } else {
            rle_symbol[rle_count] = (uint8_t)value;
            rle_extra[rle_count++] = 0;
        }
        codelen_freq[rle_symbol[rle_count - 1]]++;
        i += used;
    }
    fd_at_least_two(codelen_freq, FD_CODELEN_SYMBOLS);
    uint8_t codelen_lengths[FD_CODELEN_SYMBOLS];
    uint16_t codelen_codes[FD_CODELEN_SYMBOLS];
    fd_code_lengths(codelen_freq, FD_CODELEN_SYMBOLS, 7, codelen_lengths);
    fd_canonical_codes(codelen_lengths, FD_CODELEN_SYMBOLS, codelen_codes);
    static const uint8_t order[FD_CODELEN_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int hclen = FD_CODELEN_SYMBOLS;
    while (hclen > 4 && !codelen_lengths[order[hclen - 1]]) hclen--;

    fd_put_bits(writer, final ? 1 : 0, 1);
    fd_put_bits(writer, 2, 2);  // BTYPE 2: dynamic Huffman codes
    fd_put_bits(writer, (uint64_t)(hlit - 257), 5);
    fd_put_bits(writer, (uint64_t)(hdist - 1), 5);
    fd_put_bits(writer, (uint64_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) fd_put_bits(writer, codelen_lengths[order[i]], 3);
    static const uint8_t extra_bits[3] = {2, 3, 7};
    for (int i = 0; i < rle_count; i++) {
        int symbol = rle_symbol[i];
        fd_put_bits(writer, codelen_codes[symbol], codelen_lengths[symbol]);
        if (symbol >= 16) fd_put_bits(writer, rle_extra[i], extra_bits[symbol - 16]);
    }
}

/// Writes one dynamic-Huffman block of `items` (whose symbols `histogram` counts, without the
/// end-of-block symbol), with BFINAL set when `final`.
static void fd_write_block(fd_bit_writer *writer, const fd_item *items, size_t item_count, fd_histogram *histogram,
                           int final, const fd_tables *tables) {
    histogram->litlen[256] = 1;
    fd_at_least_two(histogram->litlen, FD_LITLEN_SYMBOLS);
    fd_at_least_two(histogram->dist, FD_DIST_SYMBOLS);
    uint8_t lengths[FD_LITLEN_SYMBOLS + FD_DIST_SYMBOLS];
    uint16_t codes[FD_LITLEN_SYMBOLS + FD_DIST_SYMBOLS];
    fd_code_lengths(histogram->litlen, FD_LITLEN_SYMBOLS, 15, lengths);
    fd_code_lengths(histogram->dist, FD_DIST_SYMBOLS, 15, lengths + FD_LITLEN_SYMBOLS);
    fd_canonical_codes(lengths, FD_LITLEN_SYMBOLS, codes);
    fd_canonical_codes(lengths + FD_LITLEN_SYMBOLS, FD_DIST_SYMBOLS, codes + FD_LITLEN_SYMBOLS);
    fd_write_block_header(writer, lengths, final);

    const uint16_t *dist_codes = codes + FD_LITLEN_SYMBOLS;
    const uint8_t *dist_lengths = lengths + FD_LITLEN_SYMBOLS;
    // Each length's code with its extra bits, ready to write.
    uint32_t length_bits[256];
    uint8_t length_count[256];
    for (unsigned value = 0; value < 256; value++) {
        unsigned symbol = tables->length_symbol[value];
        length_bits[value] = codes[symbol] | ((value + 3u - tables->length_base[symbol - 257]) << lengths[symbol]);
        length_count[value] = (uint8_t)(lengths[symbol] + tables->length_extra_bits[value]);
    }
    // The items: each symbol's bits added to a 64-bit buffer that is then stored whole and
    // advanced by its complete bytes, so fewer than 8 bits stay behind and a match's up to 48
    // bits fit at once (the output has 8 bytes to spare).
    uint64_t bits = writer->bits;
    unsigned count = writer->count;
    unsigned char *out = writer->out;
    while (count >= 8) {
        *out++ = (unsigned char)bits;
        bits >>= 8;
        count -= 8;
    }
    for (size_t i = 0; i < item_count; i++) {
        fd_item item = items[i];
        if (!(item & 0x80000000u)) {
            bits |= (uint64_t)codes[item] << count;
            count += lengths[item];
        } else {
            unsigned length_value = item & 0xFF, distance_value = (item >> 8) & 0x7FFF;
            unsigned distance_symbol = fd_distance_symbol(tables, distance_value);
            uint64_t match = length_bits[length_value];
            unsigned match_count = length_count[length_value];
            match |= (uint64_t)dist_codes[distance_symbol] << match_count;
            match_count += dist_lengths[distance_symbol];
            match |= (uint64_t)(distance_value + 1 - tables->distance_base[distance_symbol]) << match_count;
            match_count += tables->distance_extra_bits[distance_symbol];
            bits |= match << count;
            count += match_count;
        }
        memcpy(out, &bits, 8);  // little-endian, as deflate packs its bits
        unsigned bytes = count >> 3;
        out += bytes;
        bits = bytes ? bits >> (8 * bytes) : bits;
        count &= 7;
    }
    writer->bits = bits;
    writer->count = count;
    writer->out = out;
    fd_put_bits(writer, codes[256], lengths[256]);
    memset(histogram, 0, sizeof *histogram);
}

/// How many bytes at `a` and at `b` agree, up to `limit`.
static size_t fd_match_length(const unsigned char *a, const unsigned char *b, size_t limit) {
    size_t length = 0;
#if defined(__SSE2__)
    while (length + 16 <= limit) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + length)), y = _mm_loadu_si128((const __m128i *)(b + length));
        uint32_t equal = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y));
        if (equal != 0xFFFFu) return length + (size_t)__builtin_ctz(~equal);
        length += 16;
    }
#endif
    while (length + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + length, 8);
        memcpy(&y, b + length, 8);
        if (x != y) return length + (size_t)(__builtin_ctzll(x ^ y) >> 3);
        length += 8;
    }
    while (length < limit && a[length] == b[length]) length++;
    return length;
}

/// The distances tried at each position: the near ones, nearest first (one and two pixels to
/// the left, the pixel above, and the pixels up to two either side of it, since a gradient's
/// contours move sideways from row to row), then the last distance the hash table found (a match
/// that breaks off at a difference often goes on at the same distance after it).
typedef struct {
    size_t distances[FD_MAX_CANDIDATES];
    int count, near_count;
    /// The largest distance: the vector scan reads that far back.
    size_t farthest, near_farthest;
} fd_candidate_set;

/// The near distances for rows of `row_bytes` and pixels of `bytes_per_pixel` (those beyond the
/// window left out).
static void fd_candidates(fd_candidate_set *set, size_t row_bytes, size_t bytes_per_pixel) {
    const size_t near[7] = {bytes_per_pixel,          row_bytes, row_bytes + bytes_per_pixel,
                            row_bytes - bytes_per_pixel, 2 * bytes_per_pixel,
                            row_bytes + 2 * bytes_per_pixel, row_bytes - 2 * bytes_per_pixel};
    set->count = 0;
    set->farthest = 0;
    for (int c = 0; c < 7; c++) {
        if (near[c] < 1 || near[c] > FD_WINDOW) continue;
        set->distances[set->count++] = near[c];
        if (near[c] > set->farthest) set->farthest = near[c];
    }
    set->near_count = set->count;
    set->near_farthest = set->farthest;
}

/// Makes `distance` (found by the hash table) the last candidate.
static void fd_remember_hash_distance(fd_candidate_set *set, size_t distance) {
    set->distances[set->near_count] = distance;
    set->count = set->near_count + 1;
    set->farthest = distance > set->near_farthest ? distance : set->near_farthest;
}

/// The longest match at `position` over the candidate distances (0 if none reaches
/// FD_MIN_MATCH), its distance in `*distance`.
static size_t fd_best_match(const unsigned char *data, size_t position, size_t size, const fd_candidate_set *set,
                            size_t *distance) {
    const size_t *candidates = set->distances;
    const int candidate_count = set->count;
    if (size - position < FD_MIN_MATCH) return 0;
    size_t limit = size - position < FD_MAX_MATCH ? size - position : FD_MAX_MATCH, best = 0;
    uint32_t here;
    memcpy(&here, data + position, 4);
    for (int c = 0; c < candidate_count; c++) {
        size_t candidate = candidates[c];
        if (candidate > position) continue;
        uint32_t there;
        memcpy(&there, data + position - candidate, 4);
        if (here != there) continue;
        size_t length = fd_match_length(data + position, data + position - candidate, limit);
        if (length > best) {
            best = length;
            *distance = candidate;
            if (length >= FD_GOOD_MATCH) break;
        }
    }
    return best >= FD_MIN_MATCH ? best : 0;
}

#if defined(__SSE2__)
/// Which of the 13 positions `p`, `p + 1`, … `p + 12` start a match of at least four bytes at
/// each candidate distance (bit i of `runs[c]` for `p + i` at `candidates[c]`), and at any of them
/// (the result). Reads 16 bytes at `p` and before it at each candidate distance.
static uint32_t fd_match_starts(const unsigned char *p, const fd_candidate_set *set, uint32_t runs[FD_MAX_CANDIDATES]) {
    const size_t *candidates = set->distances;
    const int candidate_count = set->count;
    __m128i here = _mm_loadu_si128((const __m128i *)p);
    uint32_t starts = 0;
    for (int c = 0; c < candidate_count; c++) {
        __m128i there = _mm_loadu_si128((const __m128i *)(p - candidates[c]));
        uint32_t equal = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(here, there));
        runs[c] = equal & (equal >> 1) & (equal >> 2) & (equal >> 3);
        starts |= runs[c];
    }
    return starts & 0x1FFFu;
}
#endif

/// A parse in progress: the current block's symbols and their frequencies, and the hash table
/// of earlier literal positions.
typedef struct {
    fd_item *items;
    size_t count;
    fd_histogram histogram;
    /// Position + 1 of the last literal whose four bytes hash to each slot (0: none).
    uint32_t *hash;
} fd_parse;

static void fd_emit_literal(fd_parse *parse, unsigned char byte) {
    parse->items[parse->count++] = byte;
    parse->histogram.litlen[byte]++;
}

static void fd_emit_match(fd_parse *parse, const fd_tables *tables, size_t length, size_t distance) {
    fd_item length_value = (fd_item)(length - 3), distance_value = (fd_item)(distance - 1);
    parse->items[parse->count++] = 0x80000000u | length_value | (distance_value << 8);
    parse->histogram.litlen[tables->length_symbol[length_value]]++;
    parse->histogram.dist[fd_distance_symbol(tables, distance_value)]++;
}

/// Where no candidate distance matches: the last earlier literal position with the same four
/// bytes, if it is within the window, extended (0 if none). This finds what the near distances
/// cannot: a symmetric figure's rows below its middle repeat those above, and a repeated shape's
/// rows repeat the first one's. `position` is remembered for later lookups.
static size_t fd_hash_match(const unsigned char *data, size_t position, size_t size, uint32_t *hash, size_t *distance) {
    if (size - position < FD_MIN_MATCH) return 0;
    uint32_t here;
    memcpy(&here, data + position, 4);
    uint32_t *slot = hash + FD_HASH_WAYS * ((here * 2654435761u) >> (32 - FD_HASH_BITS));
    size_t limit = size - position < FD_MAX_MATCH ? size - position : FD_MAX_MATCH, best = 0;
    for (int way = 0; way < FD_HASH_WAYS; way++) {
        size_t earlier = slot[way];
        if (!earlier || position + 1 - earlier > FD_WINDOW) break;
        earlier -= 1;
        uint32_t there;
        memcpy(&there, data + earlier, 4);
        if (here != there) continue;
        size_t length = FD_MIN_MATCH + fd_match_length(data + position + FD_MIN_MATCH, data + earlier + FD_MIN_MATCH,
                                                       limit - FD_MIN_MATCH);
        if (length > best) {
            best = length;
            *distance = position - earlier;
        }
    }
    for (int way = FD_HASH_WAYS - 1; way > 0; way--) slot[way] = slot[way - 1];
    slot[0] = (uint32_t)(position + 1);
    return best;
}

/// The literal at `position`, or the hash table's match there (its distance in `*found`): how far
/// the parse moved.
static size_t fd_literal_or_hash_match(fd_parse *parse, const fd_tables *tables, const unsigned char *data,
                                       size_t position, size_t size, size_t *found) {
    size_t distance = 0, length = fd_hash_match(data, position, size, parse->hash, &distance);
    if (length) {
        fd_emit_match(parse, tables, length, distance);
        *found = distance;
        return length;
    }
    fd_emit_literal(parse, data[position]);
    return 1;
}

// Documented in include/png_writer.h.
size_t shapebook_figure_deflate_scratch_size(void) {
    return sizeof(fd_item) * FD_BLOCK_ITEMS + sizeof(uint32_t) * FD_HASH_WAYS * (1u << FD_HASH_BITS);
}

// Documented in include/png_writer.h.
size_t shapebook_figure_deflate_bound(size_t size) {
    // Literals of at most 15 bits; a block header (at most about 330 bytes) per block, and a block
    // holds at least FD_BLOCK_ITEMS bytes; the empty stored block; the bit writer's 4-byte stores.
    return size * 2 + (size / FD_BLOCK_ITEMS + 2) * 400 + 64;
}

// Documented in include/png_writer.h.
size_t shapebook_figure_deflate(const unsigned char *data, size_t size, size_t row_bytes, int bytes_per_pixel,
                                int final, int vector_scan, unsigned char *out, void *scratch) {
    const fd_tables *tables = fd_get_tables();
    fd_bit_writer writer = {0, 0, out};
    fd_parse parse;
    memset(&parse.histogram, 0, sizeof parse.histogram);
    parse.items = (fd_item *)scratch;
    parse.count = 0;
    parse.hash = (uint32_t *)scratch + FD_BLOCK_ITEMS;
    memset(parse.hash, 0, sizeof(uint32_t) * FD_HASH_WAYS * (1u << FD_HASH_BITS));
    fd_candidate_set set;
    fd_candidates(&set, row_bytes, (size_t)(bytes_per_pixel > 0 ? bytes_per_pixel : 1));
    size_t position = 0, hash_distance = 0;
#if !defined(__SSE2__)
    vector_scan = 0;
#endif
    while (position < size) {
        if (parse.count == FD_BLOCK_ITEMS) {
            fd_write_block(&writer, parse.items, parse.count, &parse.histogram, 0, tables);
            parse.count = 0;
        }
#if defined(__SSE2__)
        // 13 positions at a time: those where no candidate distance matches go to the hash table
        // one by one; at the first where some do, only those are extended (in fd_best_match's
        // order): the same parse as one position at a time.
        if (vector_scan && position >= set.farthest && size - position >= 16) {
            uint32_t runs[FD_MAX_CANDIDATES];
            uint32_t starts = fd_match_starts(data + position, &set, runs);
            unsigned unmatched = starts ? (unsigned)__builtin_ctz(starts) : 13;
            // Blocks end at exactly FD_BLOCK_ITEMS items, as one at a time.
            if (unmatched >= FD_BLOCK_ITEMS - parse.count) {
                unmatched = (unsigned)(FD_BLOCK_ITEMS - parse.count);
                starts = 0;
            }
            size_t end = position + unmatched;
            int hashed = 0;
            while (position < end && !hashed) {
                size_t moved = fd_literal_or_hash_match(&parse, tables, data, position, size, &hash_distance);
                hashed = moved > 1;
                position += moved;
            }
            if (hashed) {
                fd_remember_hash_distance(&set, hash_distance);
                continue;
            }
            if (!starts) continue;
            size_t limit = size - position < FD_MAX_MATCH ? size - position : FD_MAX_MATCH, length = 0, distance = 0;
            for (int c = 0; c < set.count; c++) {
                if (!((runs[c] >> unmatched) & 1u)) continue;
                size_t found = FD_MIN_MATCH + fd_match_length(data + position + FD_MIN_MATCH,
                                                              data + position + FD_MIN_MATCH - set.distances[c], limit - FD_MIN_MATCH);
                if (found > length) {
                    length = found;
                    distance = set.distances[c];
                    if (found >= FD_GOOD_MATCH) break;
                }
            }
            fd_emit_match(&parse, tables, length, distance);
            position += length;
            continue;
        }
#endif
        size_t distance = 0, length = fd_best_match(data, position, size, &set, &distance);
        if (length) {
            fd_emit_match(&parse, tables, length, distance);
            position += length;
        } else {
            size_t moved = fd_literal_or_hash_match(&parse, tables, data, position, size, &hash_distance);
            position += moved;
            if (moved > 1) fd_remember_hash_distance(&set, hash_distance);
        }
    }
    fd_write_block(&writer, parse.items, parse.count, &parse.histogram, final, tables);
    if (!final) {
        // An empty stored block: BFINAL 0, BTYPE 00, padding to the byte, LEN 0 and NLEN 0xFFFF.
        fd_put_bits(&writer, 0, 3);
        fd_flush_bytes(&writer);
        static const unsigned char empty_stored[4] = {0, 0, 0xFF, 0xFF};
        memcpy(writer.out, empty_stored, 4);
        writer.out += 4;
    } else {
        fd_flush_bytes(&writer);
    }
    return (size_t)(writer.out - out);
}
