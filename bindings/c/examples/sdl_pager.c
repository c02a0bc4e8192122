/* A news pager in C with SDL2, drawn from segpager's frames alone: raw mouse
 * events in (segpager turns them into drags, taps, flings and list scrolls),
 * one segpager_pager_step_into per display frame, and the strip, the
 * indicator, the pages with their lists and the collapsing header drawn
 * where the frame says. No pager maths of its own.
 *
 *   sdl_pager                      a window; quit with Esc or the close box
 *   sdl_pager --frames N [--shot F.bmp [--shot-at K]]
 *                                  a scripted session of N frames (runs on
 *                                  SDL_VIDEODRIVER=dummy), then a check of the
 *                                  pixels under the indicator; a screenshot of
 *                                  frame K (default: the last)
 *
 * Titles are measured and drawn with SDL2_ttf when it is built in
 * (SEGPAGER_SDL_TTF) and a font opens ($SEGPAGER_FONT or a Debian font),
 * else they are boxes 8 pt per character.
 * Build: cc sdl_pager.c $(pkg-config --cflags --libs segpager sdl2 [SDL2_ttf]) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#ifdef SEGPAGER_SDL_TTF
#include <SDL_ttf.h>
#endif

#include "segpager.h"

#define W 375
#define H 640
#define STRIP 44.0
#define HEADER 200.0
#define ROWS 12
#define COUNT 8

static const char *titles[COUNT] = {"Top", "World", "Tech", "Business", "Sports", "Science", "Travel", "Food"};
static const SDL_Color indicator_colour = {0, 122, 255, 255};

typedef struct app {
    segpager_pager *pager;
    segpager_frame frame;
    segpager_step_buffers buffers;
    segpager_item_appearance looks[COUNT];
    segpager_strip_item items[COUNT];
    segpager_notification notes[64];
    segpager_page_visibility pages[4];
    double list_offsets[4];
    SDL_Renderer *renderer;
    SDL_Texture *target; /* every frame is drawn here, then shown: pixels can be read back */
#ifdef SEGPAGER_SDL_TTF
    TTF_Font *font;
#endif
} app;

static int fail(const char *what, const char *why) {
    fprintf(stderr, "sdl_pager: %s: %s\n", what, why);
    return 1;
}

/* The region a pointer goes down in: the strip band, the header above it
 * (its list scrolls it), or the pages below. */
static int32_t region(double y, double strip_top) {
    if (y >= strip_top && y < strip_top + STRIP) return SEGPAGER_REGION_STRIP;
    return y < strip_top ? SEGPAGER_REGION_LIST : SEGPAGER_REGION_PAGES;
}

static double strip_top(const app *a) { return a->frame.has_header ? a->frame.header.strip.y : 0.0; }

static int step(app *a, const segpager_event *events, size_t count) {
    int status = segpager_pager_step_into(a->pager, events, count, &a->frame, &a->buffers);
    if (status < 0) return fail("segpager_pager_step_into", segpager_last_error_message());
    return 0;
}

static void fill(SDL_Renderer *r, double x, double y, double w, double h, Uint8 red, Uint8 green, Uint8 blue) {
    SDL_FRect box = {(float)x, (float)y, (float)w, (float)h};
    SDL_SetRenderDrawColor(r, red, green, blue, 255);
    SDL_RenderFillRectF(r, &box);
}

/* A title in its box, centred, in the frame's colour and scale. */
static void draw_title(app *a, const char *text, const segpager_strip_item *item,
                       const segpager_item_appearance *look, double top) {
    Uint8 red = (Uint8)(255 * look->color.red), green = (Uint8)(255 * look->color.green);
    Uint8 blue = (Uint8)(255 * look->color.blue);
    double mid = item->title.x + item->title.width / 2 - a->frame.strip_offset;
#ifdef SEGPAGER_SDL_TTF
    if (a->font) {
        SDL_Color colour = {red, green, blue, 255};
        SDL_Surface *surface = TTF_RenderUTF8_Blended(a->font, text, colour);
        if (surface) {
            SDL_Texture *texture = SDL_CreateTextureFromSurface(a->renderer, surface);
            double w = surface->w * look->scale, h = surface->h * look->scale;
            SDL_FRect box = {(float)(mid - w / 2), (float)(top + STRIP / 2 - h / 2), (float)w, (float)h};
            SDL_RenderCopyF(a->renderer, texture, NULL, &box);
            SDL_DestroyTexture(texture);
            SDL_FreeSurface(surface);
        }
        return;
    }
#endif
    (void)text;
    fill(a->renderer, mid - item->title.width * look->scale / 2, top + STRIP / 2 - 6 * look->scale,
         item->title.width * look->scale, 12 * look->scale, red, green, blue);
}

static void draw(app *a) {
    SDL_Renderer *r = a->renderer;
    const segpager_frame *f = &a->frame;
    double top = strip_top(a), s = f->strip_offset;
    size_t k;
    SDL_SetRenderTarget(r, a->target);
    SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
    SDL_RenderClear(r);
    for (k = 0; k < f->page_count && k < 4; ++k) { /* each page where the frame places it */
        int32_t page = a->pages[k].page;
        double x = a->pages[k].x, w = a->pages[k].width;
        int row;
        fill(r, x, top, w, H, (Uint8)(230 + 6 * (page % 4)), 240, 250);
        for (row = 0; row < ROWS; ++row) /* its list at its own offset */
            fill(r, x + 12, top + STRIP + 12 + 56 * row - a->list_offsets[k], w - 24, 44, 255, 255, 255);
    }
    if (f->has_header) /* the header, collapsed or stretched as the frame says */
        fill(r, f->header.header.x, f->header.header.y, f->header.header.width, f->header.header.height, 255, 122, 69);
    fill(r, 0, top, W, STRIP, 255, 255, 255);
    for (k = 0; k < f->appearance_count && k < COUNT; ++k) /* each visible tab */
        draw_title(a, titles[a->items[k].item], &a->items[k], &a->looks[k], top);
    fill(r, f->indicator.x - s, top + f->indicator.y, f->indicator.width, f->indicator.height,
         indicator_colour.r, indicator_colour.g, indicator_colour.b);
    SDL_SetRenderTarget(r, NULL);
    SDL_RenderCopy(r, a->target, NULL, NULL);
    SDL_RenderPresent(r);
}

/* The display frame's pointer and wheel events, from SDL's. */
static size_t translate(const SDL_Event *e, double t, double top, segpager_event *out, int *quit) {
    segpager_event event = SEGPAGER_EVENT_INIT(SEGPAGER_EVENT_TICK, t);
    switch (e->type) {
    case SDL_QUIT: *quit = 1; return 0;
    case SDL_KEYDOWN: *quit = e->key.keysym.sym == SDLK_ESCAPE; return 0;
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button != SDL_BUTTON_LEFT) return 0;
        event.kind = SEGPAGER_EVENT_POINTER_DOWN;
        event.x = e->button.x, event.y = e->button.y, event.region = region(e->button.y, top);
        break;
    case SDL_MOUSEMOTION:
        event.kind = SEGPAGER_EVENT_POINTER_MOVED, event.x = e->motion.x, event.y = e->motion.y;
        break;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button != SDL_BUTTON_LEFT) return 0;
        event.kind = SEGPAGER_EVENT_POINTER_UP, event.x = e->button.x, event.y = e->button.y;
        break;
    case SDL_MOUSEWHEEL: /* scrolls the selected list (the pages' region) */
        event.kind = SEGPAGER_EVENT_WHEEL, event.delta_y = -40.0 * e->wheel.y, event.region = SEGPAGER_REGION_PAGES;
        break;
    default: return 0;
    }
    *out = event;
    return 1;
}

/* The scripted session: a 150 pt drag in 6 frames and release (a fling to
 * page 1), a tap on the first tab (back to page 0), six wheel notches down. */
static void post_script(int n) {
    SDL_Event e;
    memset(&e, 0, sizeof e);
    if (n == 5 || n == 90) {
        e.type = SDL_MOUSEBUTTONDOWN, e.button.button = SDL_BUTTON_LEFT;
        e.button.x = n == 5 ? 300 : 20, e.button.y = n == 5 ? 400 : 178;
    } else if (n > 5 && n <= 11) {
        e.type = SDL_MOUSEMOTION, e.motion.x = 300 - 25 * (n - 5), e.motion.y = 402;
    } else if (n == 12 || n == 92) {
        e.type = SDL_MOUSEBUTTONUP, e.button.button = SDL_BUTTON_LEFT;
        e.button.x = n == 12 ? 150 : 20, e.button.y = n == 12 ? 402 : 178;
    } else if (n >= 150 && n < 156) {
        e.type = SDL_MOUSEWHEEL, e.wheel.y = -1;
    } else {
        return;
    }
    SDL_PushEvent(&e);
}

/* Reads the drawn frame back and checks the indicator is where the frame
 * says: its colour at its centre, another just left of it. */
static int check_indicator(app *a) {
    const segpager_frame *f = &a->frame;
    double top = strip_top(a);
    int cx = (int)(f->indicator.x - f->strip_offset + f->indicator.width / 2);
    int cy = (int)(top + f->indicator.y + f->indicator.height / 2);
    int lx = (int)(f->indicator.x - f->strip_offset) - 3;
    Uint32 inside = 0, outside = 0; /* RGBA8888: red in the top byte */
    SDL_Rect at = {cx, cy, 1, 1}, left = {lx, cy, 1, 1};
    Uint8 r, g, b;
    SDL_SetRenderTarget(a->renderer, a->target);
    if (SDL_RenderReadPixels(a->renderer, &at, SDL_PIXELFORMAT_RGBA8888, &inside, 4) != 0 ||
        SDL_RenderReadPixels(a->renderer, &left, SDL_PIXELFORMAT_RGBA8888, &outside, 4) != 0)
        return fail("SDL_RenderReadPixels", SDL_GetError());
    SDL_SetRenderTarget(a->renderer, NULL);
    r = (Uint8)(inside >> 24), g = (Uint8)(inside >> 16), b = (Uint8)(inside >> 8);
    if (r != indicator_colour.r || g != indicator_colour.g || b != indicator_colour.b || inside == outside) {
        fprintf(stderr, "sdl_pager: indicator pixel at (%d, %d) is %02x%02x%02x\n", cx, cy, r, g, b);
        return 1;
    }
    return 0;
}

static int save_shot(app *a, const char *path) {
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    int status;
    SDL_SetRenderTarget(a->renderer, a->target);
    status = SDL_RenderReadPixels(a->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, shot->pixels, shot->pitch);
    SDL_SetRenderTarget(a->renderer, NULL);
    if (status == 0) status = SDL_SaveBMP(shot, path);
    SDL_FreeSurface(shot);
    return status == 0 ? 0 : fail("screenshot", SDL_GetError());
}

static double measure(app *a, const char *text) {
#ifdef SEGPAGER_SDL_TTF
    int w = 0, h = 0;
    if (a->font && TTF_SizeUTF8(a->font, text, &w, &h) == 0) return w;
#endif
    (void)a;
    return 8.0 * (double)strlen(text);
}

static int open_pager(app *a) {
    segpager_pager_configuration config;
    segpager_strip_style strip;
    segpager_header_style style;
    segpager_pager_header header;
    segpager_item_metrics metrics[COUNT];
    int64_t ids[COUNT];
    int k;
    memset(metrics, 0, sizeof metrics);
    for (k = 0; k < COUNT; ++k) ids[k] = k + 1, metrics[k].content_width = measure(a, titles[k]);
    segpager_pager_configuration_init(&config);
    config.viewport_width = W;
    if (segpager_pager_create(&config, &a->pager) != SEGPAGER_OK ||
        segpager_pager_set_items(a->pager, ids, metrics, COUNT) != SEGPAGER_OK)
        return fail("segpager_pager_create", segpager_last_error_message());
    segpager_strip_style_init(&strip);
    strip.item_padding = 14;
    segpager_header_style_init(&style);
    style.height = HEADER, style.pinned_height = STRIP;
    segpager_pager_header_init(&header);
    if (segpager_pager_set_strip_style(a->pager, &strip) != SEGPAGER_OK ||
        segpager_pager_set_header(a->pager, &style, NULL, 0, &header) != SEGPAGER_OK)
        return fail("segpager_pager_set_header", segpager_last_error_message());
    segpager_step_buffers_init(&a->buffers);
    a->buffers.appearances = a->looks, a->buffers.appearance_capacity = COUNT;
    a->buffers.strip_items = a->items, a->buffers.strip_item_capacity = COUNT;
    a->buffers.notifications = a->notes, a->buffers.notification_capacity = 64;
    a->buffers.pages = a->pages, a->buffers.page_capacity = 4;
    a->buffers.list_offsets = a->list_offsets, a->buffers.list_offset_capacity = 4;
    a->frame.struct_size = sizeof a->frame;
    return 0;
}

int main(int argc, char **argv) {
    app a;
    SDL_Window *window;
    long frames = -1, n = 0, shot_at = -1;
    const char *shot = NULL;
    double t = 0;
    int quit = 0, k, status = 0;
    memset(&a, 0, sizeof a);
    for (k = 1; k < argc; ++k) {
        if (!strcmp(argv[k], "--frames") && k + 1 < argc) frames = atol(argv[++k]);
        else if (!strcmp(argv[k], "--shot") && k + 1 < argc) shot = argv[++k];
        else if (!strcmp(argv[k], "--shot-at") && k + 1 < argc) shot_at = atol(argv[++k]);
        else return fail("usage", "sdl_pager [--frames N] [--shot FILE.bmp [--shot-at K]]");
    }
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) return fail("SDL_Init", SDL_GetError());
    window = SDL_CreateWindow("segpager", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, W, H, 0);
    /* A scripted run renders in software, so its pixels are exact on any driver. */
    a.renderer = window ? SDL_CreateRenderer(window, -1, frames >= 0 ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_PRESENTVSYNC) : NULL;
    a.target = a.renderer ? SDL_CreateTexture(a.renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, W, H) : NULL;
    if (!a.target) return fail("SDL window", SDL_GetError());
#ifdef SEGPAGER_SDL_TTF
    if (TTF_Init() == 0) {
        const char *fonts[] = {getenv("SEGPAGER_FONT"), "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                               "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"};
        for (k = 0; k < 3 && !a.font; ++k)
            if (fonts[k]) a.font = TTF_OpenFont(fonts[k], 16);
    }
#endif
    if (open_pager(&a)) return 1;
    {
        segpager_event tick = SEGPAGER_EVENT_INIT(SEGPAGER_EVENT_TICK, 0);
        if (step(&a, &tick, 1)) return 1;
    }
    while (!quit && (frames < 0 || n < frames)) {
        segpager_event events[33];
        size_t count = 0;
        SDL_Event e;
        t += 1.0 / 60, ++n;
        if (frames >= 0) post_script((int)n);
        while (SDL_PollEvent(&e))
            if (count < 32) count += translate(&e, t, strip_top(&a), &events[count], &quit);
        events[count++] = (segpager_event)SEGPAGER_EVENT_INIT(SEGPAGER_EVENT_TICK, t);
        if (step(&a, events, count)) return 1; /* one engine call per display frame */
        draw(&a);
        if (shot && n == shot_at && save_shot(&a, shot)) return 1;
        if (frames < 0) SDL_Delay(1); /* vsync paces the window */
    }
    printf("frames %ld selected %d list %.0f\n", n, (int)a.frame.selected_index, a.frame.list_offset);
    if (frames >= 0) status = check_indicator(&a) || (shot && shot_at < 0 && save_shot(&a, shot));
    if (status == 0 && frames >= 0) printf("indicator drawn where the frame says\n");
    segpager_pager_destroy(a.pager);
#ifdef SEGPAGER_SDL_TTF
    if (a.font) TTF_CloseFont(a.font);
    TTF_Quit();
#endif
    SDL_Quit();
    return status;
}
