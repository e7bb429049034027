// Joining independently compressed deflate streams into one, for Shapebook's parallel PNG encoder.
//
// A PNG holds one zlib stream, and libdeflate compresses a whole buffer at a time with no way to
// flush: each part of an image it compresses comes back as a complete raw deflate stream whose
// last block is marked final (BFINAL). To chain parts, every part but the last is turned into
// what zlib's Z_SYNC_FLUSH writes: its last block's BFINAL bit cleared, then an empty stored
// block, which ends on a byte boundary, so the next part's bytes follow unchanged (RFC 1951 §3.2.3
// and §3.2.4; this is how pigz joins its parallel pieces).
//
// Finding the last block's header means walking the stream block by block: stored blocks are
// skipped by their length, Huffman blocks by decoding every symbol (nothing is written out, so the
// cost is per symbol, not per byte: flat-colour figures compress to long matches and few symbols).
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "png_writer.h"

/// Reads a raw deflate stream least-significant bit first, as RFC 1951 §3.1.1 packs it, through
/// a 64-bit buffer refilled eight bytes at a time. Reads past the end see zero bits, counted in
/// `phantom_bits`, so a walk that runs off the end is noticed rather than looping on zeros.
typedef struct {
    const unsigned char *data, *next, *end;
    uint64_t buffer;
    /// Valid bits in `buffer` (the low ones).
    unsigned count;
    size_t phantom_bits;
} shapebook_bit_reader;

static void shapebook_bits_start(shapebook_bit_reader *reader, const unsigned char *data, size_t size, size_t byte) {
    reader->data = data;
    reader->next = data + byte;
    reader->end = data + size;
    reader->buffer = 0;
    reader->count = 0;
    reader->phantom_bits = 0;
}

/// Tops the buffer up to at least 56 bits.
static void shapebook_bits_refill(shapebook_bit_reader *reader) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (reader->end - reader->next >= 8) {
        uint64_t word;
        memcpy(&word, reader->next, 8);
        reader->buffer |= word << reader->count;
        reader->next += (63 - reader->count) >> 3;
        reader->count |= 56;
        return;
    }
#endif
    while (reader->count <= 56) {
        if (reader->next < reader->end) reader->buffer |= (uint64_t)*reader->next++ << reader->count;
        else reader->phantom_bits += 8;
        reader->count += 8;
    }
}

/// The bit offset of the next unread bit from the start of the data.
static size_t shapebook_bits_position(const shapebook_bit_reader *reader) {
    return (size_t)(reader->next - reader->data) * 8 + reader->phantom_bits - reader->count;
}

/// True once the reader has consumed bits past the end of the data.
static int shapebook_bits_overrun(const shapebook_bit_reader *reader) {
    return reader->phantom_bits != 0 && shapebook_bits_position(reader) > (size_t)(reader->end - reader->data) * 8;
}

/// Reads and consumes `count` (≤ 32) bits; the buffer must hold them (refill first).
static uint32_t shapebook_bits_take(shapebook_bit_reader *reader, unsigned count) {
    uint32_t value = (uint32_t)(reader->buffer & ((1ull << count) - 1ull));
    reader->buffer >>= count;
    reader->count -= count;
    return value;
}

/// Reads `count` (≤ 32) bits, refilling as needed.
static uint32_t shapebook_bits_read(shapebook_bit_reader *reader, unsigned count) {
    if (reader->count < count) shapebook_bits_refill(reader);
    return shapebook_bits_take(reader, count);
}

enum { SHAPEBOOK_HUFFMAN_MAX_BITS = 15, SHAPEBOOK_HUFFMAN_FAST_BITS = 10, SHAPEBOOK_HUFFMAN_MAX_SYMBOLS = 288 };

/// A canonical Huffman code (RFC 1951 §3.2.2): a table indexed by the next 10 stream bits for
/// codes up to 10 bits (symbol << 4 | length; 0 where a longer code or none starts), and the
/// counts and symbols in code order for the rare longer codes.
typedef struct {
    uint16_t fast[1 << SHAPEBOOK_HUFFMAN_FAST_BITS];
    uint16_t per_length[SHAPEBOOK_HUFFMAN_MAX_BITS + 1];
    uint16_t ordered[SHAPEBOOK_HUFFMAN_MAX_SYMBOLS];
} shapebook_huffman_table;

/// Builds the table for `count` (≤ 288) code lengths. Returns −1 for an over-full code.
static int shapebook_huffman_build(shapebook_huffman_table *table, const unsigned char *lengths, int count) {
    memset(table->per_length, 0, sizeof table->per_length);
    for (int symbol = 0; symbol < count; symbol++) table->per_length[lengths[symbol]]++;
    table->per_length[0] = 0;
    uint16_t offsets[SHAPEBOOK_HUFFMAN_MAX_BITS + 2] = {0};
    uint32_t next_code[SHAPEBOOK_HUFFMAN_MAX_BITS + 1] = {0};
    uint32_t code = 0;
    for (int length = 1; length <= SHAPEBOOK_HUFFMAN_MAX_BITS; length++) {
        code = (code + table->per_length[length - 1]) << 1;
        next_code[length] = code;
        if (code + table->per_length[length] > (1u << length)) return -1;
        offsets[length + 1] = (uint16_t)(offsets[length] + table->per_length[length]);
    }
    memset(table->fast, 0, sizeof table->fast);
    for (int symbol = 0; symbol < count; symbol++) {
        int length = lengths[symbol];
        if (length == 0) continue;
        table->ordered[offsets[length]++] = (uint16_t)symbol;
        uint32_t assigned = next_code[length]++;
        if (length > SHAPEBOOK_HUFFMAN_FAST_BITS) continue;
        // Codes are packed most-significant bit first: the table is indexed by the reversed code.
        uint32_t reversed = 0;
        for (int i = 0; i < length; i++) reversed |= ((assigned >> i) & 1u) << (length - 1 - i);
        for (uint32_t index = reversed; index < (1u << SHAPEBOOK_HUFFMAN_FAST_BITS); index += 1u << length) {
            table->fast[index] = (uint16_t)(symbol << 4 | length);
        }
    }
    return 0;
}

/// Decodes one symbol (the buffer must hold 15 bits), or returns −1 where no code matches.
static int shapebook_huffman_decode(shapebook_bit_reader *reader, const shapebook_huffman_table *table) {
    uint16_t entry = table->fast[reader->buffer & ((1u << SHAPEBOOK_HUFFMAN_FAST_BITS) - 1u)];
    if (entry != 0) {
        shapebook_bits_take(reader, entry & 15u);
        return entry >> 4;
    }
    // A code longer than the table: canonical decoding a bit at a time.
    int code = 0, first = 0, index = 0;
    uint64_t bits = reader->buffer;
    for (unsigned length = 1; length <= SHAPEBOOK_HUFFMAN_MAX_BITS; length++) {
        code |= (int)(bits & 1u);
        bits >>= 1;
        int count = table->per_length[length];
        if (code - first < count) {
            shapebook_bits_take(reader, length);
            return table->ordered[index + code - first];
        }
        index += count;
        first = (first + count) << 1;
        code <<= 1;
    }
    return -1;
}

/// The two tables of one Huffman block.
typedef struct {
    shapebook_huffman_table literals;
    shapebook_huffman_table distances;
} shapebook_block_tables;

/// Reads a dynamic block's code lengths (RFC 1951 §3.2.7) and builds its tables.
static int shapebook_read_dynamic_tables(shapebook_bit_reader *reader, shapebook_block_tables *tables) {
    static const unsigned char order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int literal_count = (int)shapebook_bits_read(reader, 5) + 257;
    int distance_count = (int)shapebook_bits_read(reader, 5) + 1;
    int length_code_count = (int)shapebook_bits_read(reader, 4) + 4;
    if (literal_count > 286 || distance_count > 30) return -1;
    unsigned char code_lengths[19] = {0};
    for (int i = 0; i < length_code_count; i++) code_lengths[order[i]] = (unsigned char)shapebook_bits_read(reader, 3);
    // The code-length code reuses the distance table's storage (7 bits at most).
    if (shapebook_huffman_build(&tables->distances, code_lengths, 19) != 0) return -1;
    unsigned char lengths[286 + 30];
    int filled = 0, total = literal_count + distance_count;
    while (filled < total) {
        shapebook_bits_refill(reader);
        int symbol = shapebook_huffman_decode(reader, &tables->distances);
        if (symbol < 0 || shapebook_bits_overrun(reader)) return -1;
        if (symbol < 16) {
            lengths[filled++] = (unsigned char)symbol;
            continue;
        }
        int repeat;
        unsigned char value = 0;
        if (symbol == 16) {
            if (filled == 0) return -1;
            value = lengths[filled - 1];
            repeat = 3 + (int)shapebook_bits_take(reader, 2);
        } else if (symbol == 17) {
            repeat = 3 + (int)shapebook_bits_take(reader, 3);
        } else {
            repeat = 11 + (int)shapebook_bits_take(reader, 7);
        }
        if (filled + repeat > total) return -1;
        while (repeat-- > 0) lengths[filled++] = value;
    }
    if (lengths[256] == 0) return -1;  // a block needs its end-of-block code
    if (shapebook_huffman_build(&tables->literals, lengths, literal_count) != 0) return -1;
    return shapebook_huffman_build(&tables->distances, lengths + literal_count, distance_count);
}

/// Builds the fixed tables of RFC 1951 §3.2.6.
static void shapebook_fixed_tables(shapebook_block_tables *tables) {
    unsigned char lengths[288];
    memset(lengths, 8, 144);
    memset(lengths + 144, 9, 112);
    memset(lengths + 256, 7, 24);
    memset(lengths + 280, 8, 8);
    shapebook_huffman_build(&tables->literals, lengths, 288);
    memset(lengths, 5, 30);
    shapebook_huffman_build(&tables->distances, lengths, 30);
}

/// Skips a Huffman block's symbols up to and including its end-of-block code.
static int shapebook_skip_huffman_symbols(shapebook_bit_reader *reader, const shapebook_block_tables *tables) {
    for (;;) {
        // 56 bits hold the longest symbol: a 15-bit length code, 5 extra bits, a 15-bit distance
        // code and 13 extra bits.
        shapebook_bits_refill(reader);
        if (reader->phantom_bits != 0 && shapebook_bits_overrun(reader)) return -1;
        int symbol = shapebook_huffman_decode(reader, &tables->literals);
        if (symbol < 256) {
            if (symbol < 0) return -1;
            continue;
        }
        if (symbol == 256) return shapebook_bits_overrun(reader) ? -1 : 0;
        if (symbol > 285) return -1;
        // Length codes 265…284 carry (code − 261) / 4 extra bits; 257…264 and 285 none.
        if (symbol >= 265 && symbol <= 284) shapebook_bits_take(reader, (unsigned)(symbol - 261) / 4);
        int distance = shapebook_huffman_decode(reader, &tables->distances);
        if (distance < 0 || distance > 29) return -1;
        // Distance codes 4…29 carry code / 2 − 1 extra bits.
        if (distance >= 4) shapebook_bits_take(reader, (unsigned)distance / 2 - 1);
    }
}

/// Walks the raw deflate stream `data` to its final block: on success returns 0 with the bit
/// offset of that block's header (its first bit is BFINAL) and the bit offset just past its
/// end-of-block code. Returns −1 for a malformed or truncated stream or when memory runs out.
static int shapebook_deflate_find_end(const unsigned char *data, size_t size, size_t *final_header_bit, size_t *end_bit) {
    shapebook_block_tables *tables = (shapebook_block_tables *)malloc(sizeof *tables);
    if (!tables) return -1;
    shapebook_bit_reader reader;
    shapebook_bits_start(&reader, data, size, 0);
    int status = -1;
    for (;;) {
        size_t header = shapebook_bits_position(&reader);
        uint32_t is_final = shapebook_bits_read(&reader, 1);
        uint32_t type = shapebook_bits_read(&reader, 2);
        if (type == 0) {
            // Stored: to the byte boundary, LEN and its complement, LEN bytes; then read on
            // from the byte after them.
            size_t position = shapebook_bits_position(&reader);
            shapebook_bits_read(&reader, (unsigned)((8 - position % 8) % 8));
            uint32_t length = shapebook_bits_read(&reader, 16), complement = shapebook_bits_read(&reader, 16);
            if ((length ^ 0xFFFFu) != complement || shapebook_bits_overrun(&reader)) break;
            size_t after = shapebook_bits_position(&reader) / 8 + length;
            if (after > size) break;
            shapebook_bits_start(&reader, data, size, after);
        } else if (type == 1 || type == 2) {
            if (type == 1) shapebook_fixed_tables(tables);
            else if (shapebook_read_dynamic_tables(&reader, tables) != 0) break;
            if (shapebook_skip_huffman_symbols(&reader, tables) != 0) break;
        } else {
            break;
        }
        if (shapebook_bits_overrun(&reader)) break;
        if (is_final) {
            *final_header_bit = header;
            *end_bit = shapebook_bits_position(&reader);
            status = 0;
            break;
        }
    }
    free(tables);
    return status;
}

// Documented in include/png_writer.h.
int shapebook_deflate_make_continuable(unsigned char *data, size_t *size, size_t capacity) {
    size_t final_header_bit = 0, end_bit = 0;
    if (shapebook_deflate_find_end(data, *size, &final_header_bit, &end_bit) != 0) return -1;
    // The empty stored block: 3 header bits (BFINAL 0, BTYPE 00), zeros to the byte boundary,
    // then LEN 0x0000 and NLEN 0xFFFF.
    size_t aligned = (end_bit + 3 + 7) / 8;
    if (aligned + 4 > capacity) return -1;
    data[final_header_bit >> 3] &= (unsigned char)~(1u << (final_header_bit & 7));
    if (end_bit & 7) data[end_bit >> 3] &= (unsigned char)((1u << (end_bit & 7)) - 1u);
    for (size_t byte = (end_bit + 7) / 8; byte < aligned; byte++) data[byte] = 0;
    data[aligned] = 0x00;
    data[aligned + 1] = 0x00;
    data[aligned + 2] = 0xFF;
    data[aligned + 3] = 0xFF;
    *size = aligned + 4;
    return 0;
}
