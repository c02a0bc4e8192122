"""A pager front end in pygame from frames alone: raw mouse events in; strip, indicator, pages,
header out; no segpager maths. --frames N: a scripted session (runs on SDL_VIDEODRIVER=dummy)."""

import sys

import pygame

import segpager
from segpager import PointerDown, PointerMoved, PointerRegion, PointerUp, Tick, Wheel

W, H, STRIP, CLICK = 375, 640, 44, {"button": 1}
TITLES = ["Top", "World", "Tech", "Business", "Sports", "Science", "Travel", "Food"]
DOWN, MOVE, UP = pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP
# display frame: the pygame event posted then
SCRIPT: dict[int, tuple[int, dict[str, object]]] = {
    # a drag and a fling
    5: (DOWN, {"pos": (300, 400), **CLICK}),
    **{5 + k: (MOVE, {"pos": (300 - 25 * k, 402)}) for k in range(1, 7)},
    12: (UP, {"pos": (150, 402), **CLICK}),
    # a tab tap
    90: (DOWN, {"pos": (20, 178), **CLICK}),
    92: (UP, {"pos": (20, 178), **CLICK}),
    # a list scroll
    **{150 + k: (pygame.MOUSEWHEEL, {"y": -1}) for k in range(6)},
}


def region(y: float, top: float) -> PointerRegion:  # strip band, header above it, or pages
    above = PointerRegion.LIST if y < top else PointerRegion.PAGES
    return PointerRegion.STRIP if top <= y < top + STRIP else above


def main() -> None:
    frames = int(sys.argv[2]) if sys.argv[1:2] == ["--frames"] else None
    pygame.display.init()  # and no pygame.init(): it would open the sound card too
    pygame.font.init()
    screen, font = pygame.display.set_mode((W, H)), pygame.font.Font(None, 22)
    sizes = [float(font.size(title)[0]) for title in TITLES]  # measuring is the front end's
    head = segpager.PagerHeader(segpager.HeaderStyle(height=200, pinned_height=STRIP))
    pager = segpager.Pager(sizes, W, strip_style=segpager.StripStyle(item_padding=14), header=head)
    frame, n, t, clock = pager.step([Tick(0)]), 0, 0.0, pygame.time.Clock()
    while frames is None or n < frames:
        t, n, top = t + 1 / 60, n + 1, frame.header.frame.strip.y if frame.header else 0.0
        if frames and n in SCRIPT:
            pygame.event.post(pygame.event.Event(*SCRIPT[n]))
        events: list[segpager.Event] = []
        for e in pygame.event.get():
            if e.type == pygame.QUIT:
                frames = n
            elif e.type == DOWN and e.button == 1:
                events.append(PointerDown(t, e.pos[0], e.pos[1], region(e.pos[1], top)))
            elif e.type == MOVE:
                events.append(PointerMoved(t, *e.pos))
            elif e.type == UP and e.button == 1:
                events.append(PointerUp(t, *e.pos))
            elif e.type == pygame.MOUSEWHEEL:  # scrolls the selected list (the pages' region)
                events.append(Wheel(t, 0, -40 * e.y))
        frame = pager.step([*events, Tick(t)])  # one engine call per display frame
        top, s = frame.header.frame.strip.y if frame.header else 0.0, frame.strip.strip_offset
        screen.fill((255, 255, 255))
        for page in frame.pages:  # each page where the frame places it, its list at its offset
            x, w = page.x, page.width
            pygame.draw.rect(screen, (230 + 6 * (page.page % 4), 240, 250), (x, top, w, H))
            for row in range(12):
                y = top + STRIP + 12 + 56 * row - page.list_offset
                pygame.draw.rect(screen, "white", (x + 12, y, w - 24, 44), border_radius=6)
        if frame.header:  # the header, collapsed or stretched as the frame says
            r = frame.header.frame.header
            pygame.draw.rect(screen, (255, 122, 69), (r.x, r.y, r.width, r.height))
        pygame.draw.rect(screen, "white", (0, top, W, STRIP))
        for item in frame.strip_items:  # each visible tab: its title's box, colour and scale
            rgb = [round(255 * getattr(item.appearance.color, k)) for k in ("red", "green", "blue")]
            label = font.render(TITLES[item.item], True, rgb)
            label = pygame.transform.smoothscale_by(label, item.appearance.scale)
            screen.blit(label, label.get_rect(center=(item.title.mid_x - s, top + STRIP / 2)))
        bar = frame.strip.indicator
        pygame.draw.rect(screen, (0, 122, 255), (bar.x - s, top + bar.y, bar.width, bar.height))
        pygame.display.flip()
        _ = frames is None and clock.tick(60)
    print(f"frames {n} selected {frame.selected_index} list {frame.list_offset:.0f}")
    pager.close()


if __name__ == "__main__":
    main()
