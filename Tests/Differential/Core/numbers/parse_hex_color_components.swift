// `UInt32(hex, radix: 16)` and its bytes as Double components, as hex colour helpers do.
let hex = "FF8800"
if let v = UInt32(hex, radix: 16) {
    let r = Double((v >> 16) & 0xFF) / 255, g = Double((v >> 8) & 0xFF) / 255, b = Double(v & 0xFF) / 255
    print(r, g, b)
}

// expect: 1.0 0.5333333333333333 0.0
