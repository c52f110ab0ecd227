const BANNER = { width: 1200, height: 300 } as const;

/** A stream banner in the stream's colours with the streamer's name, as a PNG download. */
export function downloadStreamBanner(username: string, primaryColor: string, secondaryColor: string): void {
  const canvas = document.createElement('canvas');
  canvas.width = BANNER.width;
  canvas.height = BANNER.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  const gradient = context.createLinearGradient(0, 0, BANNER.width, BANNER.height);
  gradient.addColorStop(0, primaryColor);
  gradient.addColorStop(1, secondaryColor);
  context.fillStyle = gradient;
  context.fillRect(0, 0, BANNER.width, BANNER.height);
  context.fillStyle = '#ffffff';
  context.font = 'bold 84px Inter, Arial, sans-serif';
  context.textBaseline = 'middle';
  context.fillText(username, 64, 130);
  context.font = '600 36px Inter, Arial, sans-serif';
  context.fillText('Bet on my games and send challenges at Clutchpot', 64, 215);
  const link = document.createElement('a');
  link.download = `${username}-clutchpot-banner.png`;
  link.href = canvas.toDataURL('image/png');
  link.click();
}
