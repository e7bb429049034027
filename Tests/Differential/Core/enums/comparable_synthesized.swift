// Enums without raw values get a synthesized Comparable in declaration order.
enum Size: Comparable {
    case small, medium, large
}
print(Size.small < .large, Size.large < .medium)
print([Size.large, .small, .medium].sorted())
print([Size.medium, .large].max()!)

// expect: true false
// expect: [main.Size.small, main.Size.medium, main.Size.large]
// expect: large
