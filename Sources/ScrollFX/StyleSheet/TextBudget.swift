/// What a generated text (a style sheet, a page) may take: at most `maxBytes` bytes, and only until `shouldStop`
/// says so (a deadline). Writers check it as they go and give up once it is spent, rather than finish a text that
/// would be refused.
public struct TextBudget {
    /// The most bytes the text may take.
    public var maxBytes: Int
    /// Whether to stop now, asked between elements.
    public var shouldStop: () -> Bool

    /// Creates a budget; the default is unbounded.
    public init(maxBytes: Int = .max, shouldStop: @escaping () -> Bool = { false }) {
        self.maxBytes = maxBytes
        self.shouldStop = shouldStop
    }

    /// Whether a text of `bytes` bytes, so far, has spent the budget.
    public func isSpent(after bytes: Int) -> Bool {
        bytes > maxBytes || shouldStop()
    }
}
