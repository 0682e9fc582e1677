import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Media } from '@teashop/contracts';
import { imageSource } from '@teashop/ui';
import styles from './ProductDetail.module.css';

/** Main image with a row of thumbnails; every image keeps its box while it loads. */
export function Gallery({ images, name }: { images: Media[]; name: string }) {
  const { t } = useTranslation('mf-catalog');
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];
  const main = imageSource(current, 700, name);
  return (
    <div className={styles.gallery} role="group" aria-label={t('product.gallery')}>
      <div className={styles.galleryMain}>
        {main ? (
          <img
            src={main.src}
            srcSet={main.srcSet}
            sizes="(max-width: 800px) 100vw, 560px"
            width={main.width}
            height={main.height}
            alt={main.alt}
            fetchPriority="high"
            data-testid="gallery-main"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, index) => {
            const thumb = imageSource(image, 96, name);
            if (!thumb) return null;
            return (
              <li key={`${image.url}-${index}`}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-pressed={index === selected}
                  aria-label={t('product.showImage', { n: index + 1, count: images.length })}
                  onClick={() => setSelected(index)}
                >
                  <img src={thumb.src} width={72} height={72} alt="" loading="lazy" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
