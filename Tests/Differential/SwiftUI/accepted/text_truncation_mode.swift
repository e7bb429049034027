// Text cut to fit: .truncationMode on a view and on a stack, .lineLimit, and an
// UnevenRoundedRectangle in its default (continuous) corner style and in .circular.
VStack(alignment: .leading, spacing: 6) {
    Text("The quick brown fox jumps over the lazy dog").lineLimit(1).truncationMode(.head)
    Text("The quick brown fox jumps over the lazy dog").lineLimit(1).truncationMode(.middle)
    Text("The quick brown fox jumps over the lazy dog").lineLimit(2)
    HStack {
        UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 8).fill(.orange)
        UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 8, style: .circular).fill(.teal)
    }
    .frame(height: 40)
}
.truncationMode(.tail)
.frame(width: 150)
