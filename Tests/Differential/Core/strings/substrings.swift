// prefix, suffix, dropFirst and dropLast return Substrings that print as text.
let s = "geometry"
print(s.prefix(3), s.suffix(3), s.dropFirst(2), s.dropLast(4))
let sub = s.dropFirst()
print(type(of: sub), String(sub).count)
print(s.prefix(20))

// expect: geo try ometry geom
// expect: Substring 7
// expect: geometry
