// The Color(hex:) idiom: unpacking RGB channels with shifts and masks.
let hex: UInt64 = 0xd6e8f8
let r = Double((hex >> 16) & 0xFF) / 255
let g = Double((hex >> 8) & 0xFF) / 255
let b = Double(hex & 0xFF) / 255
print((hex >> 16) & 0xFF, (hex >> 8) & 0xFF, hex & 0xFF)
print(r, g, b)

// expect: 214 232 248
// expect: 0.8392156862745098 0.9098039215686274 0.9725490196078431
