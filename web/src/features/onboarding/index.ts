export { OnboardingCard } from './OnboardingCard';
