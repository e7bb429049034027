// Foundation's capitalized (a word starts after any non-letter but an apostrophe), its locale
// form (digits and underscores continue a word), and numbers' formatted() (English grouping,
// up to six fraction digits).
import Foundation
for s in ["hello world", "jappleseed", "1st place", "don't stop", "hello_world", "iPHONE x", "a-b c.d", "x2y", "  lead"] {
    print("[\(s.capitalized)] [\(s.localizedCapitalized)] [\(s.localizedUppercase)] [\(s.localizedLowercase)]")
}
print(75.0.formatted(), 150.0.formatted(), 1234.5.formatted(), Double.pi.formatted(), 1234567.formatted(), (0.1 + 0.2).formatted())
print(0.formatted(), (-42).formatted(), (-1234.25).formatted(), 1e15.formatted())

// expect: [Hello World] [Hello World] [HELLO WORLD] [hello world]
// expect: [Jappleseed] [Jappleseed] [JAPPLESEED] [jappleseed]
// expect: [1St Place] [1st Place] [1ST PLACE] [1st place]
// expect: [Don't Stop] [Don't Stop] [DON'T STOP] [don't stop]
// expect: [Hello_World] [Hello_world] [HELLO_WORLD] [hello_world]
// expect: [Iphone X] [Iphone X] [IPHONE X] [iphone x]
// expect: [A-B C.D] [A-B C.D] [A-B C.D] [a-b c.d]
// expect: [X2Y] [X2y] [X2Y] [x2y]
// expect: [  Lead] [  Lead] [  LEAD] [  lead]
// expect: 75 150 1,234.5 3.141593 1,234,567 0.3
// expect: 0 -42 -1,234.25 1,000,000,000,000,000
