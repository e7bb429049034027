// Stacks with alignment and spacing, ForEach over an id key path, Text with a format specifier.
VStack(alignment: .leading, spacing: 20) {
    ForEach([2, 3, 10], id: \.self) { i in
        HStack(spacing: 30) {
            Star(points: 5, cornerRadius: Double(i))
                .fill(Color.blue)
                .frame(width: 150, height: 150)
            Text("Corner Radius = \(Double(i), specifier: "%.0F")")
                .font(.footnote)
        }
    }
}
