// Multi-line literals: indentation stripped up to the closing quotes, interpolation, line continuation.
let n = 3
let text = """
    First line
      indented line
    n is \(n)
    joined \
    here
    """
print(text)
print(text.split(separator: "\n").count)

// expect: First line
// expect:   indented line
// expect: n is 3
// expect: joined here
// expect: 4
