//
//  FavoriteButton.swift
//  The heart button the app's cells show, as written for UIKit. No layout uses it, and it calls
//  UIKit that LayoutShotUIKit does not model (haptics, menus), so the port reduces it
//  (`--reduce` in layoutshot-port.txt): its declarations stay, its bodies trap.
//

import UIKit

final class FavoriteButton: UIButton {
    private let feedback = UIImpactFeedbackGenerator(style: .light)
    var isFavorite = false {
        didSet { setImage(UIImage(systemName: isFavorite ? "heart.fill" : "heart"), for: .normal) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: #selector(toggle), for: .touchUpInside)
        menu = UIMenu(title: "", children: [UIAction(title: "Remove from favourites") { [weak self] _ in
            self?.isFavorite = false
        }])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func toggle() {
        isFavorite.toggle()
        feedback.impactOccurred()
    }
}
